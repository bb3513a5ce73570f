/**
 * Imported first by the entry point. Unless told otherwise the service runs with
 * NODE_ENV=production: graphql-js decides at load time whether each of its instanceOf checks also
 * probes for a second copy of itself, and that probe was the largest single cost of rendering
 * 250 orders (event payloads, REST lists). Express likewise trims its development behaviour.
 */
process.env.NODE_ENV ??= 'production';
