import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Field,
  Input,
  MutedText,
  Row,
  Select,
  Spinner,
  Stack,
  Textarea,
  ThemeToggle,
  type Tone,
} from '@studio/ui';
import {
  NoteList,
  PageHeader,
  Pager,
  pagerTexts,
  Table,
  Td,
  Th,
  Total,
  Totals,
  Tr,
  WorkingLine,
} from '@studio/ui/content';
import { ConfirmDialog, FormDialog } from '@studio/ui/dialogs';
import { useDocumentTitle } from '@studio/web';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';

const tones: Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/**
 * The UI primitives of @studio/ui side by side, in each of their kinds, for one who designs or changes
 * a screen: a development build's page (/dev/ui), in the theme chosen with its toggle.
 */
export function UiCatalogPage() {
  useDocumentTitle('UI primitives');
  return (
    <Page>
      <PageHeader
        title="UI primitives"
        subtitle="@studio/ui, as the screens draw it"
        actions={<ThemeToggle />}
      />
      <Section title="Buttons">
        <Buttons />
      </Section>
      <Section title="Badges and alerts">
        <Tones />
      </Section>
      <Section title="Text">
        <MutedText $size="body">MutedText body: a caption in the size around it.</MutedText>
        <MutedText>MutedText sm (default): a hint under a control.</MutedText>
        <MutedText $size="xs">MutedText xs: a count, a date.</MutedText>
      </Section>
      <Section title="Fields">
        <Fields />
      </Section>
      <Section title="Lists and figures">
        <Lists />
      </Section>
      <Section title="States">
        <EmptyState
          title="No posts yet"
          description="Create a period to get posts."
          action={<Button>Create</Button>}
        />
        <WorkingLine label="Writing">Writing the posts…</WorkingLine>
        <NoteList notes={['Written offline: the AI did not answer.']} />
        <Spinner label="Loading" />
      </Section>
      <Section title="Dialogs">
        <Dialogs />
      </Section>
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} $padding="lg">
      <Stack $gap="md">
        <h2>{title}</h2>
        {children}
      </Stack>
    </Card>
  );
}

function Buttons() {
  return (
    <Row $gap="sm">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button size="sm">Small</Button>
      <Button loading>Loading</Button>
      <Button disabled>Disabled</Button>
    </Row>
  );
}

function Tones() {
  return (
    <Stack $gap="sm">
      <Row $gap="sm">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Row>
      {tones.map((tone) => (
        <Alert key={tone} tone={tone} title={`Alert ${tone}`}>
          What the reader should know, and what to do about it.
        </Alert>
      ))}
    </Stack>
  );
}

function Fields() {
  return (
    <Stack $gap="md">
      <Field label="Name" hint="As the business writes it." required>
        <Input defaultValue="Κλινική Αθηνών" />
      </Field>
      <Field label="Website" error="Enter an address that starts with https://.">
        <Input defaultValue="clinic" />
      </Field>
      <Field label="Kind">
        <Select defaultValue="treatment">
          <option value="treatment">Treatment</option>
          <option value="product">Product</option>
        </Select>
      </Field>
      <Field label="Description">
        <Textarea rows={3} defaultValue="A line or two." />
      </Field>
    </Stack>
  );
}

function Lists() {
  const [page, setPage] = useState(2);
  return (
    <Stack $gap="md">
      <Totals>
        <Total label="Published" value="128" />
        <Total label="Failed" value="3" tone="danger" help="Posts the page refused." />
        <Total label="Waiting" value="12" tone="warning" />
      </Totals>
      <Table caption="Accounts">
        <thead>
          <Tr>
            <Th>Business</Th>
            <Th>State</Th>
          </Tr>
        </thead>
        <tbody>
          <Tr>
            <Td>Κλινική Αθηνών</Td>
            <Td>
              <Badge tone="success">Active</Badge>
            </Td>
          </Tr>
        </tbody>
      </Table>
      <Pager
        label="Example pages"
        total="42 entries"
        page={page}
        pageCount={5}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        texts={pagerTexts.en}
      />
    </Stack>
  );
}

function Dialogs() {
  const [open, setOpen] = useState<'confirm' | 'form' | null>(null);
  return (
    <Row $gap="sm">
      <Button variant="secondary" onClick={() => setOpen('confirm')}>
        ConfirmDialog
      </Button>
      <Button variant="secondary" onClick={() => setOpen('form')}>
        FormDialog
      </Button>
      <ConfirmDialog
        open={open === 'confirm'}
        onOpenChange={(next) => setOpen(next ? 'confirm' : null)}
        title="Delete the account?"
        message="Its posts are deleted too."
        confirmLabel="Delete"
        onConfirm={() => setOpen(null)}
      />
      {open === 'form' && (
        <FormDialog
          title="Create account"
          submitLabel="Create"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        >
          <Field label="Business name">
            <Input />
          </Field>
        </FormDialog>
      )}
    </Row>
  );
}

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;
