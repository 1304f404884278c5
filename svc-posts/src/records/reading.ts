/**
 * A post's record as an inspector reads it: the clinic, the post as it went out, where and when (in the
 * clinic's time), who wrote, changed, approved and signed it off (by name and role), each compliance flag
 * with its legal basis and how it was resolved, the AI disclosure, the steps in plain words, and the
 * technical fields (hashes, ids) apart. The PDF and the CSV both write this reading.
 */
import { DEFAULT_RULES } from '@studio/ai';
import {
  NUMERIC_DATE_TIME,
  type PostRecord,
  type PostRecordActor,
  type PostRecordStep,
  type PublishedPage,
} from '@studio/contracts';
import type { RecordContext } from './context.ts';
import { RECORD_WORDS, type RecordLanguage } from './words.ts';

export type ReadingOptions = { language: RecordLanguage; context: RecordContext };

/** A flag a text held, as the steps store it. */
type StoredFlag = { ruleId: string; severity: string; phrase: string };

export type FlagReading = {
  rule: string;
  severity: string;
  phrase: string;
  basis: string | null;
  found: string;
  resolution: string;
};

export type StepReading = {
  number: number;
  kind: PostRecordStep['kind'];
  label: string;
  at: string;
  who: string;
  role: string;
  /** What the step did, in lines a person reads. */
  lines: string[];
  text: string | null;
  firstComment: string | null;
  flags: string;
  pages: string;
  /** Hashes and ids, `name: value`. */
  technical: string[];
};

export type RecordReading = {
  postId: number;
  title: string;
  /** The clinic, as its company settings say (and which fields they lack). */
  clinic: [string, string][];
  facts: [string, string][];
  /** Who holds editorial responsibility, or why nobody does. */
  responsibility: string;
  post: {
    heading: string;
    format: string | null;
    text: string | null;
    firstComment: string | null;
    /** Each image and video, by its description. */
    media: string[];
    /** What the PDF shows under the text: the first image, or a video's cover. */
    picture: { url: string; caption: string } | null;
  };
  publications: { where: string; link: string | null; at: string }[];
  people: [string, string][];
  flags: FlagReading[];
  aiDisclosure: string | null;
  steps: StepReading[];
  technical: [string, string][];
  /** The versions of the text, each where it first appeared. */
  texts: { label: string; text: string }[];
};

const RULES = new Map(DEFAULT_RULES.map((rule) => [rule.id, rule]));

/**
 * A moment in the clinic's time zone, «11/06/2026, 21:20»; `withZone` adds the zone's name, «(Θερινή ώρα
 * Ανατολικής Ευρώπης)», where the moment stands alone (the record names its zone once otherwise).
 */
export function localMoment(
  at: string | null,
  { language, context }: ReadingOptions,
  withZone = false,
): string {
  if (!at) return RECORD_WORDS[language].none;
  return new Intl.DateTimeFormat(RECORD_WORDS[language].locale, {
    ...NUMERIC_DATE_TIME,
    timeZone: context.timeZone,
    ...(withZone ? { timeZoneName: 'long' as const } : {}),
  }).format(new Date(at));
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Who took a step, by name, and as what (their role in the account, or what the platform part is). */
export function whoOf(actor: PostRecordActor, { language, context }: ReadingOptions) {
  const words = RECORD_WORDS[language];
  const role = actor.ref ? context.roles.get(actor.ref) : undefined;
  switch (actor.kind) {
    case 'person':
      return { who: actor.name, role: role ? words.roles[role] : words.actorKinds.person };
    case 'writer':
      return { who: words.platformNames[actor.name] ?? actor.name, role: words.actorKinds.writer };
    case 'email-link':
      return { who: words.viaEmailLink(actor.name), role: words.actorKinds['email-link'] };
    case 'system':
      return { who: words.platformNames[actor.name] ?? actor.name, role: words.actorKinds.system };
    default:
      return { who: actor.name, role: words.actorKinds[actor.kind] };
  }
}

const whoLine = (actor: PostRecordActor, options: ReadingOptions) => {
  const { who, role } = whoOf(actor, options);
  return `${who} (${role})`;
};

const flagKey = (flag: StoredFlag) => `${flag.ruleId}\u0000${flag.phrase}`;

/** The flags a step found in the text it wrote, or undefined when the step checked no text. */
function flagsFoundBy(step: PostRecordStep): StoredFlag[] | undefined {
  if (!['written', 'regenerated', 'edited', 'approved'].includes(step.kind)) return undefined;
  if (!('flags' in step.detail)) return undefined;
  return list<StoredFlag>(step.detail.flags);
}

function ruleNameOf(ruleId: string): string {
  return RULES.get(ruleId)?.name ?? ruleId;
}

/**
 * Every flag any version of the text held, and how it ended: changed away (by an edit or a new text),
 * refused (a `block` rule's phrase still there: it never goes out), acknowledged by a person, or open.
 */
function flagReadings(record: PostRecord, options: ReadingOptions): FlagReading[] {
  const words = RECORD_WORDS[options.language];
  const seen = new Map<
    string,
    { flag: StoredFlag; found: PostRecordStep; removedBy: PostRecordStep | null }
  >();
  let current = new Set<string>();
  for (const step of record.steps) {
    const found = flagsFoundBy(step);
    if (!found) continue;
    const now = new Set(found.map(flagKey));
    for (const key of current)
      if (!now.has(key)) {
        const entry = seen.get(key);
        if (entry && !entry.removedBy) entry.removedBy = step;
      }
    for (const flag of found) {
      const entry = seen.get(flagKey(flag));
      if (!entry) seen.set(flagKey(flag), { flag, found: step, removedBy: null });
      // The phrase came back in a later text: it is open again.
      else if (!current.has(flagKey(flag))) entry.removedBy = null;
    }
    current = now;
  }
  return [...seen.values()].map(({ flag, found, removedBy }) => {
    const rule = RULES.get(flag.ruleId);
    let resolution: string;
    if (removedBy) {
      const how = words.kinds[removedBy.kind];
      const by =
        removedBy.kind === 'regenerated'
          ? (str(removedBy.detail.requestedBy) ?? whoOf(removedBy.actor, options).who)
          : whoLine(removedBy.actor, options);
      resolution = words.changed(how, by, localMoment(removedBy.at, options));
    } else if (flag.severity === 'block') resolution = words.refused;
    else {
      const acknowledgement = record.steps.find(
        (step) =>
          step.at >= found.at &&
          ((step.kind === 'flags_acknowledged' && list<string>(step.detail.ruleIds).includes(flag.ruleId)) ||
            (step.kind === 'approved' &&
              list<string>(step.detail.acknowledgedRuleIds).includes(flag.ruleId))),
      );
      resolution = acknowledgement
        ? words.acknowledged(
            whoLine(acknowledgement.actor, options),
            localMoment(acknowledgement.at, options),
          )
        : words.pending;
    }
    return {
      rule: ruleNameOf(flag.ruleId),
      severity: words.severities[flag.severity] ?? flag.severity,
      phrase: flag.phrase,
      basis: rule?.basis ?? null,
      found: words.foundIn(words.kinds[found.kind], localMoment(found.at, options)),
      resolution,
    };
  });
}

/** «Facebook · Κλινική Λάμψη», «Instagram · @lampsi». */
function placeOf(page: { platform: string; pageName: string; instagramUsername?: string | null }): string {
  const platform = page.platform === 'instagram' ? 'Instagram' : 'Facebook';
  const name = page.instagramUsername ? `@${page.instagramUsername}` : page.pageName;
  return `${platform} · ${name}`;
}

function pagesLine(step: PostRecordStep, options: ReadingOptions): string {
  const pages = list<PublishedPage>(step.detail.pages);
  if (step.kind === 'approved')
    return list<{ platform: string; pageName: string; instagramUsername: string | null }>(step.detail.targets)
      .map(placeOf)
      .join('; ');
  return pages
    .map((page) =>
      [placeOf(page), page.permalink, page.publishedAt ? localMoment(page.publishedAt, options) : null]
        .filter(Boolean)
        .join(' · '),
    )
    .join('; ');
}

const flagsLine = (flags: StoredFlag[] | undefined) =>
  flags ? flags.map((flag) => `${ruleNameOf(flag.ruleId)}: «${flag.phrase}»`).join('; ') : '';

/** Plain `name: value` lines of what no other line of the step shows: hashes, ids, versions. */
const TECHNICAL_KEYS = [
  'contentHash',
  'payloadHash',
  'ruleSetVersion',
  'attempt',
  'code',
  'imageIds',
  'videoId',
  'consentId',
  'mediaId',
  'graphPostId',
  'pageId',
  'requestedByRef',
];

/** A value as plain text: no JSON, lists joined, an object as `key=value` pairs. */
export function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}=${plain(v)}`)
      .join(' ');
  return String(value);
}

function technicalOf(step: PostRecordStep): string[] {
  const lines = TECHNICAL_KEYS.filter(
    (key) => step.detail[key] !== undefined && step.detail[key] !== null,
  ).map((key) => `${key}: ${plain(step.detail[key])}`);
  if (step.actor.ref) lines.unshift(`actor: ${step.actor.ref}`);
  for (const page of list<PublishedPage>(step.detail.pages))
    lines.push(`${page.platform} ${page.pageId}: ${page.postId}`);
  for (const image of list<{ url: string }>(step.detail.images)) lines.push(`image: ${image.url}`);
  const video = step.detail.video as { url?: string | null; coverUrl?: string | null } | null | undefined;
  if (str(video?.url)) lines.push(`video: ${video?.url}`);
  if (str(video?.coverUrl)) lines.push(`cover: ${video?.coverUrl}`);
  return lines;
}

/** What a step did, in a person's words. */
function linesOf(step: PostRecordStep, options: ReadingOptions): string[] {
  const words = RECORD_WORDS[options.language];
  const d = step.detail;
  const lines: string[] = [];
  const flags = flagsFoundBy(step);
  switch (step.kind) {
    case 'regenerated':
      if (str(d.requestedBy)) lines.push(words.atRequestOf(d.requestedBy as string));
      break;
    case 'edited':
      lines.push(
        `${words.detail.changed}: ${list<string>(d.fields)
          .map((field) => words.fields[field] ?? field)
          .join(', ')}`,
      );
      if (str(d.scheduledDate))
        lines.push(`${words.detail.date}: ${localMoment(d.scheduledDate as string, options)}`);
      if (d.approvalVoided === true) lines.push(words.detail.approvalVoided);
      break;
    case 'flags_acknowledged':
      lines.push(`${words.detail.acknowledgedRules}: ${list<string>(d.ruleIds).map(ruleNameOf).join(', ')}`);
      break;
    case 'approved':
      lines.push(`${words.detail.via}: ${words.via[String(d.via)] ?? plain(d.via)}`);
      if (list<string>(d.recipients).length > 0) lines.push(list<string>(d.recipients).join(', '));
      if (str(d.scheduledDate))
        lines.push(`${words.detail.date}: ${localMoment(d.scheduledDate as string, options)}`);
      if (pagesLine(step, options)) lines.push(`${words.detail.pages}: ${pagesLine(step, options)}`);
      break;
    case 'handed_over':
    case 'retried':
      if (d.attempt !== undefined) lines.push(`${words.detail.attempt}: ${plain(d.attempt)}`);
      break;
    case 'published':
    case 'unconfirmed':
    case 'failed':
      if (str(d.reason)) lines.push(`${words.detail.reason}: ${d.reason}`);
      if (pagesLine(step, options)) lines.push(`${words.detail.pages}: ${pagesLine(step, options)}`);
      break;
    case 'resolved':
      lines.push(`${words.detail.resolution}: ${plain(d.resolution)}`);
      break;
    case 'removed_from_page':
      lines.push(placeOf({ platform: String(d.platform), pageName: plain(d.pageName ?? d.pageId) }));
      break;
    case 'signed_off':
    case 'changes_requested':
      if (str(d.comment)) lines.push(`${words.detail.comment}: ${d.comment}`);
      break;
    case 'consent_used':
      lines.push(
        `${words.detail.consent} #${plain(d.consentId)} · ${plain(d.channels)}${
          str(d.validUntil) ? ` · ${words.detail.validUntil} ${d.validUntil}` : ''
        }`,
      );
      break;
    default:
      break;
  }
  if (flags) lines.push(flags.length > 0 ? `${words.detail.flagsFound}: ${flagsLine(flags)}` : words.noFlags);
  return lines;
}

function stepReading(step: PostRecordStep, index: number, options: ReadingOptions): StepReading {
  const words = RECORD_WORDS[options.language];
  const { who, role } = whoOf(step.actor, options);
  return {
    number: index + 1,
    kind: step.kind,
    label: words.kinds[step.kind],
    at: localMoment(step.at, options),
    who,
    role,
    lines: linesOf(step, options),
    text: str(step.detail.content),
    firstComment: str(step.detail.firstComment),
    flags: flagsLine(flagsFoundBy(step)),
    pages: pagesLine(step, options),
    technical: technicalOf(step),
  };
}

/** The last step of a kind. */
const lastOf = (steps: readonly PostRecordStep[], kind: PostRecordStep['kind']) =>
  steps.findLast((step) => step.kind === kind);

export function readRecord(record: PostRecord, options: ReadingOptions): RecordReading {
  const words = RECORD_WORDS[options.language];
  const { clinic } = options.context;
  const { steps } = record;
  const published = lastOf(steps, 'published');
  const approval = lastOf(steps, 'approved');
  const lastText = steps.findLast((step) => str(step.detail.content) !== null);
  // The version that went out is the one approved before it; else the approved one, else the latest.
  const shown = published ? (approval ?? lastText) : record.editorialResponsibility ? approval : lastText;
  const heading = published
    ? words.asPublished
    : record.editorialResponsibility
      ? words.asApproved
      : words.asLastWritten;
  const clinicValue = (value: string | null) => value ?? words.notFilled;
  const images = list<{ url: string; altText?: string | null }>(shown?.detail.images);
  const video = shown?.detail.video as {
    url?: string;
    coverUrl?: string | null;
    altText?: string | null;
  } | null;
  const picture = images[0]
    ? { url: images[0].url, caption: words.firstImageOf(images.length) }
    : str(video?.coverUrl)
      ? { url: video?.coverUrl as string, caption: words.cover }
      : null;

  const writers = steps.filter((s) => s.kind === 'written' || s.kind === 'regenerated');
  const editors = [
    ...new Set(steps.filter((s) => s.kind === 'edited').map((s) => whoLine(s.actor, options))),
  ];
  const signOffs = steps.filter((s) => s.kind === 'signed_off');
  const responsibility = record.editorialResponsibility
    ? `${whoLine(record.editorialResponsibility.actor, options)}, ${localMoment(record.editorialResponsibility.at, options)}`
    : approval
      ? words.lapsed(whoLine(approval.actor, options), localMoment(approval.at, options))
      : words.noResponsibility;
  const aiWritten = steps.some((s) => s.actor.kind === 'writer');

  return {
    postId: record.postId,
    title: `${words.title} #${record.postId} · ${record.productName}`,
    clinic: [
      [words.clinicName, clinicValue(clinic.name)],
      [words.address, clinic.address ?? clinic.location ?? words.notFilled],
      [words.telephone, clinicValue(clinic.telephone)],
      [words.website, clinicValue(clinic.website)],
      [words.taxId, clinicValue(clinic.taxId)],
      [
        words.doctor,
        clinic.responsibleDoctor
          ? words.doctorOf(clinic.responsibleDoctor, clinic.doctorRegistration)
          : words.notFilled,
      ],
    ],
    facts: [
      [words.scheduled, localMoment(record.scheduledDate, options, true)],
      [words.times, words.timesIn(options.context.timeZone)],
      ...(record.deletedAt
        ? ([
            [words.deleted, localMoment(record.deletedAt, options)],
            [words.keptUntil, localMoment(record.keptUntil, options)],
          ] as [string, string][])
        : []),
    ],
    responsibility,
    post: {
      heading,
      format: str(shown?.detail.format) ? (words.format[shown?.detail.format as string] ?? null) : null,
      text: str(shown?.detail.content),
      firstComment: str(shown?.detail.firstComment),
      // Described in words; their addresses are in the appendix.
      media: [
        ...images.map(
          (image, index) => `${words.image} ${index + 1}: ${image.altText || words.noDescription}`,
        ),
        ...(str(video?.url) ? [`${words.video}: ${video?.altText || words.noDescription}`] : []),
      ],
      picture,
    },
    publications: published
      ? list<PublishedPage>(published.detail.pages).map((page) => ({
          where: page.deletedAt
            ? `${placeOf(page)} (${words.pageRemoved(localMoment(page.deletedAt, options))})`
            : placeOf(page),
          link: page.permalink,
          at: localMoment(page.publishedAt, options, true),
        }))
      : [],
    people: [
      [
        words.wrote,
        writers
          .map((s) =>
            s.kind === 'regenerated' && str(s.detail.requestedBy)
              ? `${whoLine(s.actor, options)}, ${words.atRequestOf(s.detail.requestedBy as string)}`
              : whoLine(s.actor, options),
          )
          .join('; ') || words.nobody,
      ],
      [words.editedBy, editors.join('; ') || words.nobody],
      [
        words.approvedBy,
        approval
          ? `${whoLine(approval.actor, options)}, ${localMoment(approval.at, options)}${
              record.editorialResponsibility ? '' : ` (${words.noLongerHolds})`
            }`
          : words.nobody,
      ],
      [
        words.signedOffBy,
        signOffs.map((s) => `${whoLine(s.actor, options)}, ${localMoment(s.at, options)}`).join('; ') ||
          words.nobody,
      ],
    ],
    flags: flagReadings(record, options),
    aiDisclosure: aiWritten ? (record.editorialResponsibility ? words.aiNote : words.aiNoteUnapproved) : null,
    steps: steps.map((step, index) => stepReading(step, index, options)),
    technical: [
      [words.ids.post, String(record.postId)],
      [words.ids.account, String(record.accountId)],
      [words.created, localMoment(record.createdAt, options)],
    ],
    // Each text once: a step that kept the text before it (an approval of it) adds no version.
    texts: steps
      .filter((step) => str(step.detail.content) !== null)
      .filter((step, index, texts) => index === 0 || texts[index - 1]?.detail.content !== step.detail.content)
      .map((step) => ({
        label: `${words.ids.step} ${steps.indexOf(step) + 1} · ${words.kinds[step.kind]} · ${localMoment(step.at, options)}`,
        text: step.detail.content as string,
      })),
  };
}
