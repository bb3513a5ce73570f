/** The most units one item may hold in all: its stock, ledger and counters are int4, as the API's Int. */
export const MAX_UNITS = 2147483647;
