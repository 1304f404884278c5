import { POST_RECORD_STEP_LABELS, type PostRecordStepKind } from '@studio/contracts';

/** The record's words in the portal's Greek and the admin's English. */
export type RecordLanguage = 'el' | 'en';

type Words = {
  kinds: Record<PostRecordStepKind, string>;
  title: string;
  periodTitle: (from: string, to: string) => string;
  post: string;
  product: string;
  scheduled: string;
  created: string;
  deleted: string;
  keptUntil: string;
  responsibility: string;
  noResponsibility: string;
  /** What the record says of the EU AI Act art. 50 choice. */
  aiNote: string;
  none: string;
  generatedAt: string;
  csvHeader: string[];
};

export const RECORD_WORDS: Record<RecordLanguage, Words> = {
  el: {
    kinds: POST_RECORD_STEP_LABELS.el,
    title: 'Αρχείο ανάρτησης',
    periodTitle: (from, to) => `Αρχείο αναρτήσεων ${from} – ${to}`,
    post: 'Ανάρτηση',
    product: 'Προϊόν',
    scheduled: 'Ημερομηνία',
    created: 'Πρώτη καταγραφή',
    deleted: 'Διαγράφηκε',
    keptUntil: 'Διατηρείται έως',
    responsibility: 'Εκδοτική ευθύνη',
    noResponsibility: 'Δεν εγκρίθηκε από άνθρωπο',
    aiNote:
      'Το κείμενο γράφτηκε με τη βοήθεια τεχνητής νοημοσύνης· άνθρωπος το ενέκρινε και ανέλαβε την εκδοτική ευθύνη (Κανονισμός ΕΕ 2024/1689, άρθρο 50).',
    none: '—',
    generatedAt: 'Εξαγωγή',
    csvHeader: [
      'ανάρτηση',
      'προϊόν',
      'ημερομηνία_ανάρτησης',
      'διαγράφηκε',
      'βήμα',
      'είδος',
      'περιγραφή',
      'ποιος_τύπος',
      'ποιος_αναγνωριστικό',
      'ποιος',
      'πότε',
      'λεπτομέρειες',
    ],
  },
  en: {
    kinds: POST_RECORD_STEP_LABELS.en,
    title: 'Post record',
    periodTitle: (from, to) => `Post records ${from} – ${to}`,
    post: 'Post',
    product: 'Product',
    scheduled: 'Date',
    created: 'First recorded',
    deleted: 'Deleted',
    keptUntil: 'Kept until',
    responsibility: 'Editorial responsibility',
    noResponsibility: 'Not approved by a person',
    aiNote:
      'The text was written with the help of AI; a person approved it and took editorial responsibility (EU Regulation 2024/1689, Article 50).',
    none: '—',
    generatedAt: 'Exported',
    csvHeader: [
      'post_id',
      'product',
      'post_date',
      'deleted_at',
      'step',
      'kind',
      'description',
      'actor_kind',
      'actor_ref',
      'actor',
      'at',
      'detail',
    ],
  },
};
