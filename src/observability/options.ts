export interface ObservabilityOptions {
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /**
   * Without a token: whether GET /metrics answers anyone (true) or is off (false). The sandbox's
   * default is open, production's off: an instance that answers the internet would show it.
   */
  metricsOpen?: boolean;
  /** /readyz is 503 while an event this instance's tail has not read is older than this. */
  outboxLagLimitMs: number;
}

export const DEFAULT_OBSERVABILITY: ObservabilityOptions = { outboxLagLimitMs: 30_000 };
