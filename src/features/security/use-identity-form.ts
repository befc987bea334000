import { useState } from 'react';

import { IDENTITY_SIDES, type IdentitySide } from '../../../contract/security';
import { useTranslation } from '../../lib/i18n';
import { checkImageFile, readAsDataUrl } from '../../lib/image-file';
import { toast } from '../../ui';
import type { IdentityImages } from './api/submit-identity';
import { useSubmitIdentity } from './api/submit-identity';
import { securityErrorText } from './security-error';

type Picked = Partial<Record<IdentitySide, string>>;
type Problems = Partial<Record<IdentitySide, string>>;

/** Three images checked here first (type and size), previewed, then sent together. */
export function useIdentityForm() {
  const { t } = useTranslation('security');
  const submitCall = useSubmitIdentity();
  const [images, setImages] = useState<Picked>({});
  const [problems, setProblems] = useState<Problems>({});

  const pick = async (side: IdentitySide, file: File) => {
    const problem = await checkImageFile(file);
    if (problem) {
      setProblems((current) => ({ ...current, [side]: t(`identity.problem.${problem}`) }));
      setImages((current) => ({ ...current, [side]: undefined }));
      return;
    }
    const url = await readAsDataUrl(file);
    setImages((current) => ({ ...current, [side]: url }));
    setProblems((current) => ({ ...current, [side]: undefined }));
  };

  const submit = async () => {
    const missing = IDENTITY_SIDES.filter((side) => !images[side]);
    if (missing.length) {
      setProblems((current) => ({
        ...current,
        ...Object.fromEntries(missing.map((side) => [side, t('identity.problem.missing')])),
      }));
      return;
    }
    try {
      await submitCall.mutateAsync(images as IdentityImages);
      toast.show(t('identity.submitted'));
    } catch (error) {
      toast.show(securityErrorText(t, error));
    }
  };

  return { images, problems, pick, submit, pending: submitCall.isPending };
}
