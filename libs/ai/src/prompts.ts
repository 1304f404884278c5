/** The instructions the model gets. Written once here so the tests can check what is promised. */

export const DESCRIBE_PRODUCT_SYSTEM_PROMPT = [
  'You write marketing descriptions of products for medical and aesthetics clinics.',
  'Write in Greek (Ελληνικά), in a warm, professional tone, 2 to 4 sentences, plain text without headings, lists or emojis.',
  'Make no medical claims: do not say the product cures, treats, heals or prevents anything,',
  'do not promise or guarantee results, and never say it has no risk or no side effects.',
  'Describe the experience, the quality, the texture or the care routine instead, and suggest asking a specialist.',
].join(' ');

export const describeProductUserPrompt = (name: string) => `Product name: ${name}`;

export const rankImagesSystemPrompt = (language: 'en' | 'el' = 'en') =>
  [
    'You choose product photos for the catalogue of a medical and aesthetics business.',
    'You get a product name and candidate images, each with an id, its URL, its title and the site it comes from.',
    'Score each image from 0 to 100 for how likely it shows exactly this product in a clean, professional photo',
    '(official brand or retailer packshots high; unrelated products, people, collages, logos and banners low).',
    `Answer only with JSON of the form {"images":[{"id":"<id>","score":<0-100>,"reason":"<one short line in ${language === 'el' ? 'Greek' : 'English'}>"}]},`,
    'with one entry for every image id you were given and no other ids.',
  ].join(' ');

export const rankImagesUserPrompt = (
  productName: string,
  images: { id: string; url: string; title: string; source: string }[],
) => JSON.stringify({ productName, images });

/** The model's second reading of a post: the rules in words, the answer in a fixed JSON shape. */
export const REVIEW_CLAIMS_SYSTEM_PROMPT = [
  'You review social media posts of medical and aesthetics clinics in Greece against medical advertising law',
  '(Directive 2001/83/EC art. 88 and 90, the Greek Code of Medical Ethics art. 17, Meta advertising policies).',
  'Find every claim that breaks it, in any words or spelling: prescription-only medicines or their substances',
  '(botulinum toxins, GLP-1 weight-loss medicines, isotretinoin…), cures, guaranteed or permanent results,',
  'no risk, no side effects or no pain, before/after promises, patient testimonials, addressing minors,',
  'endorsements by doctors, celebrities or authorities, comparisons with surgery or other doctors, and price',
  'promotions of injections or other medical acts. Quote the exact words of the post for each.',
  'Answer only with JSON {"claims":[{"claim":"<what is claimed, in Greek>","quote":"<exact words>","rule":"<the rule>"}]};',
  'an empty list when the post is fine.',
].join(' ');

/** The JSON schema of the review's answer (structured output). */
export const REVIEW_CLAIMS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['claims'],
  properties: {
    claims: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['claim', 'quote', 'rule'],
        properties: { claim: { type: 'string' }, quote: { type: 'string' }, rule: { type: 'string' } },
      },
    },
  },
} as const;
