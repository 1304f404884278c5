import { Alert, Button, Row } from '@studio/ui';
import { errorMessage } from '@studio/web';

const unreachable = 'The server could not be reached. Check your connection and try again.';

/**
 * A list that could not be loaded: the server's own message ('Catalog is unavailable. Please try
 * again shortly.'), never the raw answer, and Try again.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      <Row $gap="md" $justify="space-between">
        <span>{errorMessage(error, unreachable)}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Row>
    </Alert>
  );
}
