/**
 * A ship notice's status once it is received and finalized (shipnotices/entities.ts names its
 * statuses from this): until then, what its lines announce and have not yet brought is inbound
 * stock, which the stock counters and warehouse quantities of the areas below ship notices count.
 */
export const SHIPNOTICE_COMPLETED = 300;
