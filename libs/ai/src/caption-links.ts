/**
 * A web address as an Instagram caption carries it. The studio's posts are written for Instagram (SPEC.md:
 * «The generate-post platform is fixed to instagram»), and Instagram shows a caption's address as plain
 * text, not a link a reader can tap; only the profile's bio, a Story's link sticker and ads carry links
 * (e.g. https://qainsta.com/qa/view/why-is-a-link-on-instagram-not-clickable). SPEC.md and DOMAIN.md say
 * nothing of a profile link the clinic keeps, so a caption never says «εδώ» nor «στον σύνδεσμο του
 * προφίλ μας»: the call to action gives the telephone when there is one (offline-post.ts), and an address
 * is the booking page's, short, for the reader to type, with no full stop glued to its end (a copied
 * address would carry the dot with it).
 */

/** An address in running text: its scheme and a leading «www.» left out. */
const ADDRESS = /https?:\/\/(?:www\.)?([^\s]+?)([.,;!])?(?=\s|$)/gu;

/** A caption's line with its web addresses said as a Greek typographer says them in a caption. */
export function captionAddresses(text: string): string {
  return (
    text
      // «κλείστε ραντεβού εδώ: https://…» points at nothing a reader can tap: «…στο lampsi-derma.gr/rantevou».
      .replace(/\s+εδώ:\s+(?=https?:\/\/)/gu, ' στο ')
      .replace(ADDRESS, (_, address: string, mark: string | undefined) =>
        // A full stop after an address ends the line without it; a comma or a semicolon stays apart.
        mark === '.' || mark === undefined
          ? address.replace(/\/$/u, '')
          : `${address.replace(/\/$/u, '')} ${mark}`,
      )
      .replace(/\s+([,;])/gu, '$1')
  );
}
