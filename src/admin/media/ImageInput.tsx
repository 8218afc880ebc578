import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CropIcon from '@mui/icons-material/Crop';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Confirm,
  InputHelperText,
  useInput,
  useLocaleState,
  useLogoutIfAccessDenied,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LIMITS, megabytes } from '../../domain';
import { ImagePreview } from './ImagePreview';
import { uploadImage } from './uploadImage';

export interface ImageInputProps {
  /** The field holding the image's URL (`/media/{name}`), e.g. `logoUrl`. */
  source: string;
  label?: string;
  /** Width / height of the crop (1 for a logo, 16 / 9 for a cover). */
  aspect?: number;
  validate?: Validator | Validator[];
}

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** The crop step (its cropper and zoom slider) loads when a file is being chosen, not with the form. */
const loadCropDialog = () => import('./CropDialog').then((module) => ({ default: module.CropDialog }));
const CropDialog = lazy(loadCropDialog);

/**
 * An image field of a react-admin form: the current image (or an empty placeholder), a button to
 * choose a file, a crop step that must be confirmed, the upload with its progress, and a remove
 * button. The field's value is the uploaded image's URL. A file picked but not confirmed is an
 * error on the field ("media selection must be confirmed") until it is cropped or discarded; the
 * server's refusal of an upload shows on the field too.
 */
export function ImageInput({ source, label, aspect = 1, validate }: ImageInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { trigger } = useFormContext();
  const pickedRef = useRef<File | null>(null);
  const confirmed = useMemo<Validator>(
    () => () => (pickedRef.current ? { message: 'validation.mediaConfirm', args: {} } : undefined),
    [],
  );
  const { id, field, fieldState, isRequired } = useInput({ source, validate: [...[validate ?? []].flat(), confirmed] });
  const [picked, setPickedState] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const helpId = useId();
  const labelText = String(translateLabel({ label, resource, source }) ?? source);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  useEffect(() => () => upload.current?.abort(), []); // leaving the form stops an upload in flight

  const setPicked = (file: File | null) => {
    pickedRef.current = file;
    setPickedState(file);
  };
  const revalidate = () => void trigger(field.name);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!file) return;
    setPicked(file);
    setUploadError(null);
    setCropping(true);
  }

  /** Closed without confirming (the picked file stays, and says so on the field), or an upload cancelled. */
  function cancel() {
    upload.current?.abort();
    setProgress(null);
    setCropping(false);
    revalidate();
  }

  async function send(image: Blob) {
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    const outcome = await uploadImage(image, { locale, translate, onProgress: setProgress, signal: controller.signal });
    setProgress(null);
    setCropping(false);
    setPicked(null);
    if (outcome.ok) field.onChange(outcome.image.url);
    else {
      setUploadError(outcome.message);
      void logoutIfAccessDenied(new Error(outcome.message)); // an ended session signs out, as GraphQL's does
    }
    revalidate();
  }

  function discard() {
    setPicked(null);
    revalidate();
  }

  function remove() {
    setRemoving(false);
    setPicked(null);
    setUploadError(null);
    field.onChange(null);
    revalidate();
  }

  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error || uploadError)} margin="dense" sx={{ mb: 2 }}>
      <FormLabel component="legend" required={isRequired}>
        {labelText}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <ImagePreview url={value} aspect={aspect} alt={labelText} />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <input
            id={id}
            ref={fileInput}
            type="file"
            accept={ACCEPTED}
            hidden
            onChange={pick}
            aria-label={translate('app.media.file', { field: labelText })}
          />
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            onClick={() => {
              void loadCropDialog();
              fileInput.current?.click();
            }}
            aria-describedby={helpId}
          >
            {translate('app.media.choose')}
          </Button>
          <Stack direction="row" spacing={1}>
            {picked && (
              <>
                <Button startIcon={<CropIcon />} onClick={() => setCropping(true)} aria-describedby={helpId}>
                  {translate('app.media.resume')}
                </Button>
                <Button onClick={discard}>{translate('app.media.discard')}</Button>
              </>
            )}
            {value && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setRemoving(true)}>
                {translate('app.media.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      <FormHelperText id={helpId}>
        {uploadError ?? (
          <InputHelperText
            error={error}
            helperText={translate('app.media.hint', { limit: megabytes(LIMITS.uploadBytes) })}
          />
        )}
      </FormHelperText>
      {picked && cropping && (
        <Suspense fallback={null}>
          <CropDialog
            file={picked}
            aspect={aspect}
            progress={progress}
            onCancel={cancel}
            onCropped={(image) => void send(image)}
          />
        </Suspense>
      )}
      <Confirm
        isOpen={removing}
        title="app.media.removeTitle"
        titleTranslateOptions={{ field: labelText }}
        content="app.media.removeContent"
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </FormControl>
  );
}
