import {
  AREAS,
  INGREDIENTS,
  KIND_LABELS,
  PERFORMERS,
  PRODUCT_KINDS,
  PROPERTIES,
  type ProductKind,
  type ProductSheet,
  SHEET_LABELS,
} from '@studio/contracts';
import { Field, Input, MutedText, Select } from '@studio/ui';
import styled from 'styled-components';
import { productsTexts } from '../texts.ts';

const t = productsTexts.sheet;

type Entry = keyof typeof SHEET_LABELS;
const listOf = (ids: readonly Entry[]) =>
  ids.length > 0 ? ids.map((id) => SHEET_LABELS[id]).join(', ') : t.none;
const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** A product's fact sheet as the business reads it: what its posts may say of it. */
export function FactSheetView({ sheet, edited }: { sheet: ProductSheet; edited: boolean }) {
  const rows: [string, string][] = [
    [t.kind, KIND_LABELS[sheet.kind]],
    [t.what, sheet.what || t.none],
    [t.does, sheet.does || t.none],
    ...(sheet.kind === 'consultation'
      ? ([
          [t.examines, sheet.examines || t.none],
          [t.leavesWith, sheet.leavesWith || t.none],
        ] as [string, string][])
      : []),
    [t.areas, listOf(sheet.areas)],
    [t.performer, sheet.performer ? SHEET_LABELS[sheet.performer] : t.nobody],
    [t.ingredients, listOf(sheet.ingredients)],
    [t.properties, listOf(sheet.properties)],
    [t.usedWith, sheet.usedWith.join(', ') || t.none],
    [t.notConfusedWith, sheet.notConfusedWith.join(', ') || t.none],
    [t.hashtags, sheet.hashtags.join(' ') || t.none],
  ];
  return (
    <section aria-label={t.title}>
      <Title>{t.title}</Title>
      <Muted>
        {t.intro} {edited ? t.edited : t.fromTexts}
      </Muted>
      <Sheet>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Sheet>
    </section>
  );
}

type EditorProps = { sheet: ProductSheet; onChange: (sheet: ProductSheet) => void; disabled?: boolean };

/**
 * The sheet's form: its kind, its words (for a consultation, what the visit examines and what one leaves
 * with), and a box for each area, ingredient and property it may hold.
 */
export function FactSheetEditor({ sheet, onChange, disabled }: EditorProps) {
  const set = (changes: Partial<ProductSheet>) => onChange({ ...sheet, ...changes });
  const boxes = <T extends Entry>(
    legend: string,
    all: readonly T[],
    chosen: readonly T[],
    key: keyof ProductSheet,
  ) => (
    <Boxes disabled={disabled}>
      <legend>{legend}</legend>
      {all.map((id) => (
        <label key={id}>
          <Input
            type="checkbox"
            checked={chosen.includes(id)}
            onChange={(event) =>
              set({
                [key]: event.target.checked ? [...chosen, id] : chosen.filter((c) => c !== id),
              } as Partial<ProductSheet>)
            }
          />
          {SHEET_LABELS[id]}
        </label>
      ))}
    </Boxes>
  );
  return (
    <section aria-label={t.title}>
      <Title>{t.title}</Title>
      <Muted>{t.intro}</Muted>
      <Field label={t.kind}>
        <Select
          value={sheet.kind}
          disabled={disabled}
          onChange={(event) => set({ kind: event.target.value as ProductKind })}
        >
          {PRODUCT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.what}>
        <Input
          value={sheet.what}
          maxLength={120}
          disabled={disabled}
          onChange={(e) => set({ what: e.target.value })}
        />
      </Field>
      <Field label={t.does}>
        <Input
          value={sheet.does}
          maxLength={120}
          disabled={disabled}
          onChange={(e) => set({ does: e.target.value })}
        />
      </Field>
      {sheet.kind === 'consultation' && (
        <>
          <Field label={t.examines} hint={t.examinesHint}>
            <Input
              value={sheet.examines}
              maxLength={120}
              disabled={disabled}
              onChange={(e) => set({ examines: e.target.value })}
            />
          </Field>
          <Field label={t.leavesWith} hint={t.leavesWithHint}>
            <Input
              value={sheet.leavesWith}
              maxLength={120}
              disabled={disabled}
              onChange={(e) => set({ leavesWith: e.target.value })}
            />
          </Field>
        </>
      )}
      {boxes(t.areas, AREAS, sheet.areas, 'areas')}
      <Field label={t.performer}>
        <Select
          value={sheet.performer ?? ''}
          disabled={disabled}
          onChange={(event) => set({ performer: (event.target.value || null) as ProductSheet['performer'] })}
        >
          <option value="">{t.nobody}</option>
          {PERFORMERS.map((id) => (
            <option key={id} value={id}>
              {SHEET_LABELS[id]}
            </option>
          ))}
        </Select>
      </Field>
      {boxes(t.ingredients, INGREDIENTS, sheet.ingredients, 'ingredients')}
      {boxes(t.properties, PROPERTIES, sheet.properties, 'properties')}
      <Field label={t.usedWith} hint={t.listHint}>
        <Input
          defaultValue={sheet.usedWith.join(', ')}
          disabled={disabled}
          onChange={(e) => set({ usedWith: wordsOf(e.target.value) })}
        />
      </Field>
      <Field label={t.notConfusedWith} hint={t.listHint}>
        <Input
          defaultValue={sheet.notConfusedWith.join(', ')}
          disabled={disabled}
          onChange={(e) => set({ notConfusedWith: wordsOf(e.target.value) })}
        />
      </Field>
      <Field label={t.hashtags}>
        <Input
          defaultValue={sheet.hashtags.join(' ')}
          disabled={disabled}
          onChange={(e) =>
            set({
              hashtags: e.target.value
                .split(/[\s,]+/)
                .filter(Boolean)
                .map((tag) => `#${tag.replace(/^#+/, '')}`),
            })
          }
        />
      </Field>
    </section>
  );
}

const Title = styled.h4`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
`;

const Muted = styled(MutedText)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Sheet = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  div {
    display: grid;
    grid-template-columns: minmax(8rem, 12rem) 1fr;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 480px) {
    div {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
`;

const Boxes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
