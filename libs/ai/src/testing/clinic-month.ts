/**
 * A month of posts for one clinic, as the outside editors read them: Ιατρείο Δερματολογίας Λάμψη in Πάτρα,
 * its doctor, telephone and booking page; one post a day, the products in turn, each told the month so far
 * (newest first). For the writer's month tests.
 */
import { type ComposedPost, composePost, postText } from '../offline-post.ts';
import type { PostInput } from '../writer.ts';

export type ClinicProduct = Pick<
  PostInput,
  'productName' | 'productDescription' | 'categoryName' | 'examplePosts'
>;

/** A product as a business writes it: its name, category and description, no example posts. */
export const clinicProduct = (
  productName: string,
  categoryName: string,
  productDescription: string,
): ClinicProduct => ({ productName, productDescription, categoryName, examplePosts: [] });

export const CLINIC = {
  companyName: 'Ιατρείο Δερματολογίας Λάμψη',
  location: 'Πάτρα',
  doctor: 'Νίκος Αλεξίου',
  telephone: '2610 222 333',
  bookingUrl: 'https://lampsi-derma.gr/rantevou',
  /** The line the posts are signed with. */
  signature: 'Ιατρείο Δερματολογίας Λάμψη · Πάτρα',
} as const;

/** The writer's input for a product of the clinic on a day, told the posts before it. */
export const clinicInput = (product: ClinicProduct, date: string, recentPosts: string[]): PostInput => ({
  ...product,
  companyName: CLINIC.companyName,
  location: CLINIC.location,
  platform: 'instagram',
  variant: date,
  date,
  doctor: CLINIC.doctor,
  contact: { telephone: CLINIC.telephone, bookingUrl: CLINIC.bookingUrl },
  recentPosts,
});

/** `days` days of `yearMonth` (yyyy-mm), one post a day, `products` in turn, each with its composition. */
export function clinicMonth<P extends ClinicProduct>(
  yearMonth: string,
  days: number,
  products: readonly P[],
) {
  const month: { date: string; product: P; input: PostInput; composed: ComposedPost; text: string }[] = [];
  for (let day = 1; day <= days; day++) {
    const date = `${yearMonth}-${String(day).padStart(2, '0')}`;
    const product = products[(day - 1) % products.length]!;
    const input = clinicInput(product, date, month.map((post) => post.text).reverse());
    const composed = composePost(input);
    month.push({ date, product, input, composed, text: postText(composed) });
  }
  return month;
}

/** The texts of a month's posts of one product, in the month's order. */
export const textsOf = <P>(month: readonly { product: P; text: string }[], product: P) =>
  month.filter((post) => post.product === product).map((post) => post.text);

/** A post's prose: its paragraphs but the call to action, the signature and the hashtags. */
export const proseOf = (text: string) =>
  text
    .split('\n\n')
    .filter((paragraph) => !/^(?:#|📞|🔗|💬)/u.test(paragraph) && paragraph !== CLINIC.signature)
    .join('\n\n');
