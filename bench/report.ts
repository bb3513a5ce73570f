import type { Machine } from './machine';
import type { Options, Scenario } from './options';
import type { BulkFigures } from './scenarios/bulk';
import type { ColdStartFigures } from './scenarios/coldstart';
import type { ContentionFigures } from './scenarios/contention';
import type { ReadFigures } from './scenarios/reads';
import type { StatementFigures } from './scenarios/statements';
import type { SubscriptionFigures } from './scenarios/subscriptions';
import type { SingleCreateFigures } from './scenarios/writes';
import type { Dataset } from './seed';

export interface Results {
  startedAt: string;
  machine: Machine;
  options: Options;
  dataset: Dataset;
  reads?: ReadFigures;
  statements?: StatementFigures;
  writes?: SingleCreateFigures;
  bulk?: BulkFigures;
  contention?: ContentionFigures;
  subscriptions?: SubscriptionFigures;
  coldStart?: ColdStartFigures;
  /** Scenario → the error that stopped it. */
  failures?: Partial<Record<Scenario, string>>;
  /** What the service logged at error level during the run. */
  serviceErrors: string[];
  wallSeconds?: number;
}

export function writeReport(results: Results): void {
  void results;
}
