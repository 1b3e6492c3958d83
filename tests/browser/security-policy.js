// The strictest policy the browser security tests serve pages with (a
// helper, not a test file): the project's strict CSP plus Trusted Types.
import { STRICT_CSP } from '../../scripts/lib/csp.mjs';

export const TRUSTED_TYPES_CSP = `${STRICT_CSP}; require-trusted-types-for 'script'`;
