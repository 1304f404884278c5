import type { Product } from '@studio/contracts';
import { Alert, Badge, CenteredSpinner, MutedText, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import styled from 'styled-components';
import { useProduct } from '../api/get-product.ts';

type ExamplePostsDialogProps = { product: Product; onClose: () => void };

/** The example posts of one product, loaded as the server has them now. */
export function ExamplePostsDialog({ product, onClose }: ExamplePostsDialogProps) {
  const { data, error } = useProduct(product.id, {
    revalidateOnMount: true,
    onError: () => toast.error('Failed to load example posts for this product'),
  });
  // After a failed load, the copy the list came with is the best there is.
  const posts = data?.examplePosts ?? (error ? product.examplePosts : undefined);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Example posts"
      description={product.name}
      maxWidth="680px"
    >
      {error && (
        <Alert tone="warning" title="Failed to load example posts for this product">
          {posts && posts.length > 0
            ? 'These are the posts the list was loaded with.'
            : 'Please try again later.'}
        </Alert>
      )}
      {!posts ? (
        <CenteredSpinner label="Loading example posts" />
      ) : posts.length === 0 ? (
        !error && <MutedText $size="body">This product has no example posts yet.</MutedText>
      ) : (
        <Posts>
          {posts.map((post, index) => (
            <li key={post.id}>
              <Header>
                <strong>Post {index + 1}</strong>
                {post.platform && <Badge tone="info">{post.platform}</Badge>}
              </Header>
              <Content>{post.content}</Content>
            </li>
          ))}
        </Posts>
      )}
    </Dialog>
  );
}

const Posts = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Content = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
