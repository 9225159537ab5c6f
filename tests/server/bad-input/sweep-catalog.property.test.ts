import { sweepEndpoints } from './sweep';

/**
 * Every endpoint of these areas, fed random and malformed input,
 * authenticated and not, answers a JSON envelope with a status below 500 (issue 2, Bad input).
 */
sweepEndpoints(0);
