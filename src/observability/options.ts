export interface ObservabilityOptions {
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** /readyz is 503 while an event this instance's tail has not read is older than this. */
  outboxLagLimitMs: number;
}

export const DEFAULT_OBSERVABILITY: ObservabilityOptions = { outboxLagLimitMs: 30_000 };
