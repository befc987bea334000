import type { StatusTone } from '../../ui/report';
import type { SecurityConfig, VerificationStatus } from './api/security-config';

export const SECTIONS = [
  'loginPassword',
  'paymentPassword',
  'mobile',
  'email',
  'identity',
] as const;
export type Section = (typeof SECTIONS)[number];
/** Sections with a form here (the login password has its own screen). */
export type FormSection = Exclude<Section, 'loginPassword'>;

export const isFormSection = (value: string | null): value is FormSection =>
  value !== null && value !== 'loginPassword' && (SECTIONS as readonly string[]).includes(value);

export const VERIFICATION_TONE: Record<VerificationStatus, StatusTone> = {
  NOT_VERIFIED: 'neutral',
  UNDER_REVIEW: 'pending',
  VERIFIED: 'good',
  REJECTED: 'bad',
};

/** What a section's row says: its state text key (in `security`), a value and a tone. */
export function sectionState(section: Section, config: SecurityConfig) {
  switch (section) {
    case 'loginPassword':
      return { key: config.loginPassword ? 'state.set' : 'state.notSet', tone: 'good' as const };
    case 'paymentPassword':
      return config.paymentPassword
        ? { key: 'state.set', tone: 'good' as const }
        : { key: 'state.notSet', tone: 'bad' as const };
    case 'mobile':
      return config.mobileBound
        ? { key: 'state.bound', value: config.mobile, tone: 'good' as const }
        : { key: 'state.notBound', tone: 'bad' as const };
    case 'email':
      return config.emailBound
        ? { key: 'state.bound', value: config.email, tone: 'good' as const }
        : { key: 'state.notBound', tone: 'bad' as const };
    case 'identity':
      return {
        key: `verification.${config.verificationStatus}`,
        tone: VERIFICATION_TONE[config.verificationStatus],
      };
  }
}
