import { Field, Input, Select, Textarea } from '@studio/ui';
import styled from 'styled-components';
import { contentDefaults, contentTones, creativity, models, postLength } from '../utils/defaults.ts';
import { CheckboxField, SliderField } from './controls.tsx';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The model, how creative and how long the posts are, their tone, hashtags, guidelines and safeguards. */
export function ContentSettingsTab() {
  return (
    <Grid>
      <Field label="AI model">
        <Select defaultValue={contentDefaults.model}>
          {models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Content tone">
        <Select defaultValue={contentDefaults.contentTone}>
          {contentTones.map((tone) => (
            <option key={tone} value={tone}>
              {capitalise(tone)}
            </option>
          ))}
        </Select>
      </Field>
      <SliderField
        label="Creativity"
        {...creativity}
        format={(value) => value.toFixed(1)}
        hint="Lower keeps posts factual and alike; higher makes them more varied."
      />
      <SliderField
        label="Post length"
        {...postLength}
        format={(value) => `${value} words`}
        hint="The length the AI aims for."
      />
      <Wide>
        <Field label="Default hashtags" hint="Added to every post, separated by spaces.">
          <Input defaultValue={contentDefaults.defaultHashtags} />
        </Field>
      </Wide>
      <Wide>
        <Field label="Content guidelines">
          <Textarea rows={3} defaultValue={contentDefaults.contentGuidelines} />
        </Field>
      </Wide>
      <Wide as="fieldset">
        <Legend>Safeguards</Legend>
        <Checks>
          <CheckboxField
            label="Avoid medical claims"
            hint="No promises of results or cures."
            initial={contentDefaults.avoidMedicalClaims}
          />
          <CheckboxField
            label="Include a call to action"
            hint="End with an invitation to book or ask."
            initial={contentDefaults.includeCta}
          />
          <CheckboxField
            label="Compliance check"
            hint="Review each post against advertising rules before it is shown."
            initial={contentDefaults.complianceCheck}
          />
        </Checks>
      </Wide>
    </Grid>
  );
}

/** Columns at least `$min` wide (default 340px), as many as fit. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '340px' }) => $min}), 1fr));
  gap: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
