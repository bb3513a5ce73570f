import type { Resolvers } from '../generated';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, typeOf, updateTemplate } from '../../domain/templates/service';
import { TEMPLATE_TYPES } from '../../domain/templates/types';

export const templateResolvers: Resolvers = {
  Query: {
    template: (_, { id }, ctx) => getTemplate(ctx, id),
    templates: (_, args, ctx) => listTemplates(ctx, args),
    template_types: () => [...TEMPLATE_TYPES],
  },
  Mutation: {
    template_create: (_, { input }, ctx) => createTemplate(ctx, input),
    template_update: (_, { id, input }, ctx) => updateTemplate(ctx, id, input),
    template_delete: (_, { id }, ctx) => deleteTemplate(ctx, id),
  },
  Template: {
    customizable: () => true,
    url: () => null,
    slug: (template) => typeOf(template).name,
    valid_sizes: (template) => [...typeOf(template).valid_sizes],
    template_type: (template) => typeOf(template),
  },
  TemplateType: {
    valid_sizes: (type) => [...type.valid_sizes],
  },
};
