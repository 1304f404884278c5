import type { Product } from '@studio/contracts';
import { Badge, Button, MutedText } from '@studio/ui';
import { Table, Td, Th, Tr, WebImage } from '@studio/ui/content';
import styled from 'styled-components';
import useSWR from 'swr';
import { accountsKey, getAccounts } from '../../../api/get-accounts.ts';
import { PencilIcon } from '../../../components/icons.tsx';
import { StatusBadge } from './status-badge.tsx';

type ProductsTableProps = {
  products: readonly Product[];
  onViewImage: (product: Product) => void;
  onViewPosts: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onPromote: (product: Product) => void;
};

/** One row per product: ID, name and description, image, example posts, status, actions. */
export function ProductsTable({
  products,
  onViewImage,
  onViewPosts,
  onEdit,
  onDelete,
  onPromote,
}: ProductsTableProps) {
  // A business's own product names its business, from the accounts list the admin reads.
  const hasPrivate = products.some((product) => product.ownerAccountId !== null);
  const { data: accounts } = useSWR(hasPrivate ? accountsKey : null, getAccounts);
  const ownerName = (id: number) =>
    accounts?.accounts.find((account) => account.id === id)?.businessName ?? `account ${id}`;
  return (
    <Responsive>
      <Table caption="Medical products">
        <thead>
          <Tr>
            <Th scope="col">ID</Th>
            <Th scope="col">Product</Th>
            <Th scope="col">Image</Th>
            <Th scope="col">Example Posts</Th>
            <Th scope="col">Status</Th>
            <Th scope="col">Actions</Th>
          </Tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <Tr key={product.id}>
              <Td data-label="ID">
                <Muted as="span" $size="body">
                  {product.id}
                </Muted>
              </Td>
              <Td>
                <Name>{product.name}</Name>
                <Description title={product.description}>{product.description}</Description>
              </Td>
              <Td>
                {product.imagePath ? (
                  <Thumb
                    type="button"
                    aria-label={`View image of ${product.name}`}
                    onClick={() => onViewImage(product)}
                  >
                    <WebImage src={product.imagePath} alt="" fallback={<NoImage>Broken</NoImage>} />
                  </Thumb>
                ) : (
                  <NoImage>No image</NoImage>
                )}
              </Td>
              <Td data-label="Example posts">
                <PostsButton
                  variant="ghost"
                  size="sm"
                  aria-label={`${product.examplePostsCount} example posts of ${product.name}`}
                  onClick={() => onViewPosts(product)}
                >
                  {product.examplePostsCount}
                </PostsButton>
              </Td>
              <Td>
                <Badges>
                  <StatusBadge status={product.status} />
                  {product.ownerAccountId !== null && (
                    <Badge
                      tone="warning"
                      title={`Created by ${ownerName(product.ownerAccountId)} (account ${product.ownerAccountId}); only that business sees it`}
                    >
                      Private · {ownerName(product.ownerAccountId)}
                    </Badge>
                  )}
                </Badges>
              </Td>
              <Td>
                <Actions>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${product.name}`}
                    onClick={() => onEdit(product)}
                  >
                    <PencilIcon size={15} />
                    Edit
                  </Button>
                  {product.ownerAccountId !== null && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Add ${product.name} to the shared catalogue`}
                      onClick={() => onPromote(product)}
                    >
                      Share
                    </Button>
                  )}
                  <DeleteButton
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${product.name}`}
                    onClick={() => onDelete(product)}
                  >
                    Delete
                  </DeleteButton>
                </Actions>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </Responsive>
  );
}

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Name = styled.div`
  font-weight: 600;
  /* Whole words wrap; only a word longer than the line is broken. */
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Description = styled.p`
  display: -webkit-box;
  max-width: 52ch;
  margin-top: ${({ theme }) => theme.space.xxs};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

const Muted = styled(MutedText)`
  font-variant-numeric: tabular-nums;
`;

const thumbSize = '56px';

const Thumb = styled.button`
  display: block;
  width: ${thumbSize};
  height: ${thumbSize};
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: zoom-in;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const NoImage = styled.span`
  display: grid;
  place-items: center;
  width: ${thumbSize};
  height: ${thumbSize};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;

const PostsButton = styled(Button)`
  min-width: 40px;
  color: ${({ theme }) => theme.colors.primary};
  font-variant-numeric: tabular-nums;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Narrower than the table needs (a laptop with the sidebar, a phone), each product becomes a card. */
const Responsive = styled.div`
  container-type: inline-size;

  th:first-child,
  td:first-child {
    width: 1%;
    white-space: nowrap;
  }

  @container (max-width: 760px) {
    thead {
      display: none;
    }
    table,
    tbody {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr) auto;
      /* The name has the card's width: the badges (a private product's is long) go on a line of their own. */
      grid-template-areas:
        'image product product'
        'image status posts'
        'actions actions actions';
      gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
      padding: ${({ theme }) => theme.space.md};
    }
    td {
      display: block;
      min-width: 0;
      padding: 0;
    }
    td:nth-child(1) { display: none; }
    td:nth-child(2) { grid-area: product; }
    td:nth-child(3) { grid-area: image; }
    td:nth-child(4) { grid-area: posts; justify-self: end; display: flex; align-items: center; }
    td:nth-child(5) { grid-area: status; align-self: center; }
    td:nth-child(6) { grid-area: actions; padding-top: ${({ theme }) => theme.space.xs}; }
    td:nth-child(4)::before {
      content: 'Posts';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
    ${Actions} {
      justify-content: flex-end;
    }
  }
`;
