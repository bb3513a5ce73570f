/**
 * The kinds of template a customer may write: a fixed catalog every customer shares (the
 * original's template types), each printed at one of its sizes.
 */
export interface TemplateType {
  id: number;
  /** url-friendly name; a template shows it as its slug */
  name: string;
  display_name: string;
  /** the resource a template of this type is rendered for */
  resource_type: string;
  format: string;
  valid_sizes: readonly string[];
}

export const TEMPLATE_TYPES: readonly TemplateType[] = [
  { id: 1, name: 'packing_slip', display_name: 'Packing slip', resource_type: 'Order', format: 'html', valid_sizes: ['4x6', '8.5x11'] },
  { id: 2, name: 'gift_note', display_name: 'Gift note', resource_type: 'Order', format: 'html', valid_sizes: ['4x6', '4x3'] },
  { id: 3, name: 'return_label', display_name: 'Return label', resource_type: 'ConsumerReturn', format: 'html', valid_sizes: ['4x6'] },
];

export const templateType = (id: number): TemplateType | undefined => TEMPLATE_TYPES.find((t) => t.id === id);
