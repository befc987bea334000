import { randomAlphanumeric } from '../../lib/crypto/random';

/** The client key of a money-moving call: a retry with the same key moves nothing twice. */
export const newRequestId = () => `rw${randomAlphanumeric(22)}`;
