import { SCOPES } from '../../src/domain/common/scopes';
import { parseScopes } from '../../src/domain/auth/service';
import { ForkliftError } from '../../src/shared/errors';

/** Scope strings as OAuth clients send them, the original V2 names included (src/domain/auth/service.ts). */

describe('parseScopes', () => {
  it('grants every scope when none is asked for', () => {
    expect(parseScopes(undefined)).toEqual([...SCOPES]);
    expect(parseScopes('')).toEqual([...SCOPES]);
  });

  it('reads space- or comma-separated text, or a list, once each', () => {
    expect(parseScopes('user_read')).toEqual(['user_read']);
    expect(parseScopes('user_read, user_manage user_read')).toEqual(['user_read', 'user_manage']);
    expect(parseScopes(['user_manage'])).toEqual(['user_manage']);
  });

  it('reads the original V2 names as this service’s', () => {
    expect(parseScopes('app_read')).toEqual(['user_read']);
    expect(parseScopes('app_manage')).toEqual(['user_read', 'user_manage']);
    expect(parseScopes('app_create_user', 'scope', true)).toEqual(['user_read', 'user_manage']);
  });

  it('refuses unknown scopes and staff-only ones for a customer client, naming the field', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (e) {
        return e instanceof ForkliftError ? { code: e.code, field: e.field, message: e.errors[0].message } : e;
      }
      return 'accepted';
    };
    expect(refusal(() => parseScopes('user_read admin'))).toEqual({ code: 'BAD_USER_INPUT', field: 'scope', message: expect.stringMatching(/^has unknown scope admin \(known: user_read, user_manage, app_read/) });
    expect(refusal(() => parseScopes('app_create_user', 'scopes', false))).toEqual({ code: 'BAD_USER_INPUT', field: 'scopes', message: 'has app_create_user, which only staff clients may hold' });
  });
});
