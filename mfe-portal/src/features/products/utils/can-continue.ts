/** Continue needs at least one product (SPEC §5 Products Continue). */
export function canContinue(products: readonly unknown[] | undefined): boolean {
  return (products?.length ?? 0) > 0;
}
