/** What a token may do: read, or read and write (the original's app scopes map onto these). */
export const SCOPES = ['user_read', 'user_manage'] as const;
export type Scope = (typeof SCOPES)[number];
