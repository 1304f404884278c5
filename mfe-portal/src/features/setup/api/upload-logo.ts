import type { CompanyLogoResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/company-logo (multipart): the logo's bytes, checked as every image; answers its address. */
export function uploadLogo(file: File): Promise<CompanyLogoResponse> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest('POST /api/company-logo', { body });
}
