import { zodResolver } from '@hookform/resolvers/zod';
import type { CompanyInfo } from '@studio/contracts';
import { DEFAULT_POST_FREQUENCY_DAYS, DEFAULT_SCHEDULED_TIME, DEFAULT_TIME_ZONE } from '@studio/contracts';
import { Button, Card, Field, Input, LinkButton, Row, Select, toast } from '@studio/ui';
import { FieldWithButton } from '@studio/ui/content';
import { errorMessage, portalStep, usePortalPrefix } from '@studio/web';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { timeZoneOptions } from '../../../time-zones.ts';
import { useSuggestedTime } from '../api/get-suggested-time.ts';
import {
  type CompanyInfoFormValues,
  CompanyInfoInput,
  type CompanyInfoPayload,
} from '../api/save-company-info.ts';
import { uploadLogo } from '../api/upload-logo.ts';
import { useSubmitCompanyInfo } from '../hooks/use-submit-company-info.ts';
import { setupTexts } from '../texts.ts';

type Saved = CompanyInfo | null;

/** The saved settings, or a new account's: its name as the platform admin created it. */
function initialValues(saved: Saved, businessName?: string): CompanyInfoFormValues {
  return {
    companyName: saved?.companyName ?? businessName ?? '',
    location: saved?.location ?? '',
    postFrequencyDays: saved?.postFrequencyDays ?? DEFAULT_POST_FREQUENCY_DAYS,
    scheduledTime: saved?.scheduledTime ?? DEFAULT_SCHEDULED_TIME,
    timeZone: saved?.timeZone ?? DEFAULT_TIME_ZONE,
    logoUrl: saved?.logoUrl ?? '',
    telephone: saved?.telephone ?? '',
    bookingUrl: saved?.bookingUrl ?? '',
    address: saved?.address ?? '',
    website: saved?.website ?? '',
    taxId: saved?.taxId ?? '',
    responsibleDoctor: saved?.responsibleDoctor ?? '',
    doctorRegistration: saved?.doctorRegistration ?? '',
  };
}

/** The company information form of step 1. */
export function CompanyInfoForm({ saved, businessName }: { saved: Saved; businessName?: string }) {
  const submit = useSubmitCompanyInfo(saved);
  const prefix = usePortalPrefix();
  const defaultValues = useMemo(() => initialValues(saved, businessName), [saved, businessName]);
  const form = useForm<CompanyInfoFormValues, unknown, CompanyInfoPayload>({
    resolver: zodResolver(CompanyInfoInput),
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={setupTexts.title}>
      <Sections>
        <FormSection title={setupTexts.companySection}>
          <Field label={setupTexts.companyName} error={errors.companyName?.message} required>
            <Input autoComplete="organization" {...register('companyName')} />
          </Field>
          <Field label={setupTexts.location} error={errors.location?.message} required>
            <Input
              autoComplete="address-level2"
              placeholder={setupTexts.locationPlaceholder}
              {...register('location')}
            />
          </Field>
          <Wide>
            <Field label={setupTexts.logoUrl} hint={setupTexts.logoUrlHint} error={errors.logoUrl?.message}>
              <Input type="url" inputMode="url" placeholder="https://" {...register('logoUrl')} />
            </Field>
            <LogoUpload
              logoUrl={watch('logoUrl') ?? ''}
              onUploaded={(url) => setValue('logoUrl', url, { shouldDirty: true })}
            />
          </Wide>
        </FormSection>

        <FormSection title={setupTexts.contactSection} intro={setupTexts.contactIntro}>
          <Field
            label={setupTexts.telephone}
            hint={setupTexts.telephoneHint}
            error={errors.telephone?.message}
          >
            <Input type="tel" inputMode="tel" autoComplete="tel" {...register('telephone')} />
          </Field>
          <Field
            label={setupTexts.bookingUrl}
            hint={setupTexts.bookingUrlHint}
            error={errors.bookingUrl?.message}
          >
            <Input type="url" inputMode="url" placeholder="https://" {...register('bookingUrl')} />
          </Field>
          <Field label={setupTexts.address} error={errors.address?.message}>
            <Input
              autoComplete="street-address"
              placeholder={setupTexts.addressPlaceholder}
              {...register('address')}
            />
          </Field>
          <Field label={setupTexts.website} error={errors.website?.message}>
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...register('website')}
            />
          </Field>
        </FormSection>

        <FormSection title={setupTexts.recordSection} intro={setupTexts.recordIntro}>
          <Field
            label={setupTexts.responsibleDoctor}
            hint={setupTexts.responsibleDoctorHint}
            error={errors.responsibleDoctor?.message}
          >
            <Input
              autoComplete="off"
              placeholder={setupTexts.responsibleDoctorPlaceholder}
              {...register('responsibleDoctor')}
            />
          </Field>
          <Field
            label={setupTexts.doctorRegistration}
            hint={setupTexts.doctorRegistrationHint}
            error={errors.doctorRegistration?.message}
          >
            <Input autoComplete="off" {...register('doctorRegistration')} />
          </Field>
          <Field label={setupTexts.taxId} hint={setupTexts.taxIdHint} error={errors.taxId?.message}>
            <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('taxId')} />
          </Field>
        </FormSection>

        <ScheduleSection form={form} savedTimeZone={defaultValues.timeZone} />

        <Row $justify="space-between">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? setupTexts.saving : setupTexts.save}
          </Button>
          {saved && (
            <LinkButton to={portalStep(prefix, 'products')} variant="secondary">
              {texts.continue}
              <span aria-hidden>→</span>
            </LinkButton>
          )}
        </Row>
      </Sections>
    </form>
  );
}

/**
 * How often and when posts go out, in which time zone; a better hour the business's own results suggest
 * is offered beside the time, never applied by itself.
 */
function ScheduleSection({
  form,
  savedTimeZone,
}: {
  form: UseFormReturn<CompanyInfoFormValues, unknown, CompanyInfoPayload>;
  savedTimeZone: string | undefined;
}) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const timeZones = useMemo(() => timeZoneOptions(savedTimeZone ?? DEFAULT_TIME_ZONE), [savedTimeZone]);
  const suggestion = useSuggestedTime();
  return (
    <FormSection title={setupTexts.scheduleSection}>
      <Field
        label={setupTexts.postFrequencyDays}
        hint={setupTexts.postFrequencyHint}
        error={errors.postFrequencyDays?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          {...register('postFrequencyDays')}
        />
      </Field>
      <Field
        label={setupTexts.scheduledTime}
        hint={
          suggestion && watch('scheduledTime') !== suggestion.time ? (
            <Suggestion>
              <span>{setupTexts.suggestedTime(suggestion.time, suggestion.liftPercent)}</span>
              {/* Offered, never applied by itself: the business chooses, then saves. */}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setValue('scheduledTime', suggestion.time, { shouldDirty: true })}
              >
                {setupTexts.chooseSuggestedTime(suggestion.time)}
              </Button>
            </Suggestion>
          ) : (
            setupTexts.scheduledTimeHint
          )
        }
        error={errors.scheduledTime?.message}
      >
        <Input
          inputMode="numeric"
          placeholder="ΩΩ:ΛΛ"
          maxLength={5}
          pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
          {...register('scheduledTime')}
        />
      </Field>
      <Field label={setupTexts.timeZone} hint={setupTexts.timeZoneHint} error={errors.timeZone?.message}>
        {/* defaultValue as well: React marks the saved zone itself, even where register's select.value is lost. */}
        <Select defaultValue={savedTimeZone} {...register('timeZone')}>
          {timeZones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </Select>
      </Field>
    </FormSection>
  );
}

/** A titled card of the form with its fields in two columns (one on phones). */
function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card>
      <SectionTitle>{title}</SectionTitle>
      {intro && <SectionIntro>{intro}</SectionIntro>}
      <Grid>{children}</Grid>
    </Card>
  );
}

const SectionIntro = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Suggestion = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.primary};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled(FieldWithButton).attrs({ $gap: 'md' })`
  grid-column: 1 / -1;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    > button {
      justify-self: start;
    }
  }
`;

/**
 * «Μεταφόρτωση λογότυπου»: the chosen image goes up (checked by its bytes as every image), its address
 * fills the logo field, and a preview shows it; «Αποθήκευση» keeps it in the company settings.
 */
function LogoUpload({ logoUrl, onUploaded }: { logoUrl: string; onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const answer = await uploadLogo(file);
      onUploaded(answer.logoUrl);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, setupTexts.logoUploadFailed) });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <LogoRow>
      {logoUrl.startsWith('/uploads/') && <LogoPreview src={logoUrl} alt={setupTexts.logoPreview} />}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        aria-label={setupTexts.logoUpload}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button variant="secondary" loading={uploading} onClick={() => input.current?.click()}>
        {setupTexts.logoUpload}
      </Button>
    </LogoRow>
  );
}

const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const LogoPreview = styled.img`
  height: 48px;
  max-width: 160px;
  object-fit: contain;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #ffffff;
`;
