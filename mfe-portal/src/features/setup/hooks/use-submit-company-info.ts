import type { CompanyInfo } from '@studio/contracts';
import { toast } from '@studio/ui';
import {
  clearBusinessToken,
  errorMessage,
  getBusinessToken,
  HttpError,
  isExpiredToken,
  paths,
  portalStep,
  usePortalPrefix,
} from '@studio/web';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { texts } from '../../../texts.ts';
import { type CompanyInfoPayload, useSaveCompanyInfo } from '../api/save-company-info.ts';
import { setupTexts } from '../texts.ts';

/**
 * Saves the company information. The first save moves on to the products
 * step; a later edit stays here, saying when a new posting time leaves the existing posts at theirs.
 * Without a token, or with one the server no longer accepts, the user signs in again; a company name
 * the compliance rules refuse is told with the server's reason; any other failure in the 'Σφάλμα' toast.
 */
export function useSubmitCompanyInfo(
  saved: CompanyInfo | null,
): (payload: CompanyInfoPayload) => Promise<void> {
  const save = useSaveCompanyInfo();
  const navigate = useNavigate();
  const prefix = usePortalPrefix();

  return useCallback(
    async (payload: CompanyInfoPayload) => {
      if (!getBusinessToken()) {
        navigate(paths.businessLogin, { replace: true });
        return;
      }
      try {
        const result = await save(payload);
        if (!result.success) {
          toast.error(texts.errorTitle, { description: setupTexts.failed });
          return;
        }
      } catch (error) {
        // An ended session is the guard's: it leads to the login page, saying so.
        if (isExpiredToken(error)) return;
        if (error instanceof HttpError && error.status === 401) {
          clearBusinessToken();
          navigate(paths.businessLogin, { replace: true });
          return;
        }
        // A refusal the business can act on (a name the compliance rules block) says why, naming the field.
        const description =
          error instanceof HttpError && error.status === 422
            ? errorMessage(error, setupTexts.failed)
            : setupTexts.failed;
        toast.error(texts.errorTitle, { description });
        return;
      }
      if (!saved) {
        toast.success(setupTexts.saved);
        navigate(portalStep(prefix, 'products'));
        return;
      }
      const timeChanged =
        payload.scheduledTime !== saved.scheduledTime || payload.timeZone !== saved.timeZone;
      toast.success(setupTexts.saved, timeChanged ? { description: setupTexts.timeChangedNote } : undefined);
    },
    [save, navigate, prefix, saved],
  );
}
