import { Button, Field } from '@studio/ui';
import { WebImage } from '@studio/ui/content';
import { FileInput } from '@studio/ui/dialogs';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { imageFileError, imageFileHint } from '../utils/image-file.ts';

type ImageInputProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The product's image now (Edit); a chosen file replaces it. */
  currentPath?: string | null;
  /** A refusal of the server (413, 415) to show beside the input. */
  error?: string;
};

/** The product image: a file input, a preview of the chosen file, or the current image. */
export function ImageInput({ file, onChange, currentPath, error }: ImageInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // A new key empties the native input when the choice is cleared.
  const [inputKey, setInputKey] = useState(0);
  const preview = useObjectUrl(file);

  const clear = () => {
    onChange(null);
    setProblem(null);
    setInputKey((k) => k + 1);
  };

  return (
    <Wrapper>
      <Field label="Image" hint={imageFileHint} error={problem ?? error}>
        <FileInput
          key={inputKey}
          buttonLabel="Choose image…"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const reason = chosen ? imageFileError(chosen) : null;
            setProblem(reason);
            onChange(reason ? null : chosen);
          }}
        />
      </Field>
      {preview ? (
        <Preview>
          <img src={preview} alt="Preview of the chosen file" />
          <div>
            <Caption>{file?.name}</Caption>
            <Button size="sm" variant="ghost" onClick={clear}>
              Remove chosen file
            </Button>
          </div>
        </Preview>
      ) : currentPath ? (
        <Preview>
          <WebImage src={currentPath} alt="Current image" fallback={<Missing>Image unavailable</Missing>} />
          <Caption>Current image; choose a file to replace it.</Caption>
        </Preview>
      ) : null}
    </Wrapper>
  );
}

/** A blob URL for the file while it is shown, released after. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  img {
    width: 96px;
    height: 96px;
    flex: none;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Missing = styled.span`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;
