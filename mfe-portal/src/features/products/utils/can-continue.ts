/** Continue needs at least one product. */
export function canContinue(products: readonly unknown[] | undefined): boolean {
  return (products?.length ?? 0) > 0;
}
