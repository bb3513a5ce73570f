const Sequencer = require('@jest/test-sequencer').default;

/**
 * The files that take longest, first. On a clean clone jest has no timings of its own and orders by
 * file size, so a long browser or process test could start last and run alone at the end while the
 * other worker idles: on 2 cores that tail was most of a minute of CI. From CI's "slowest test files".
 */
const SLOWEST = [
  'dashboard-browser', 'isolation-matrix', 'webhooks', 'browser', 'cli', 'lock-ordering', 'openapi', 'events',
  'concurrency', 'crash-restart', 'startup', 'insights', 'tenancy-statements', 'database-restart',
];

const rank = (path) => {
  const name = path.split('/').pop().replace(/\.test\.ts$/, '');
  const i = SLOWEST.indexOf(name);
  return i === -1 ? SLOWEST.length : i;
};

class SlowestFirst extends Sequencer {
  sort(tests) {
    const byDefault = super.sort(tests);
    const order = new Map(byDefault.map((t, i) => [t, i]));
    return [...byDefault].sort((a, b) => rank(a.path) - rank(b.path) || order.get(a) - order.get(b));
  }
}

module.exports = SlowestFirst;
