import type { FastifyRequest } from 'fastify';

import { languageChain } from '../locales';
import { merchantOf } from './merchant';

/**
 * Languages a request prefers over its tenant's default, best first (`zh-TW` then `zh`): the
 * translations worth looking up. Empty when the player reads the tenant's default language.
 */
export function preferredLanguages(request: FastifyRequest): string[] {
  const { languages } = merchantOf(request).tenant;
  const chain: string[] = languageChain(request.headers.language, languages);
  return chain.slice(0, chain.indexOf(languages.default));
}
