import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  Toolbar,
  memoryStore,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR } from '../support/waitBudget';
import { i18nFor } from './i18nFor';
import { ImageInput } from '../../src/admin/media/ImageInput';

const STORED = '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';

function renderForm(record: Record<string, unknown>, onSubmit = vi.fn(), locale: 'en' | 'id' = 'en') {
  render(
    <AdminContext i18nProvider={i18nFor(locale)} store={memoryStore()}>
      <ResourceContextProvider value="restaurants">
        <RecordContextProvider value={record}>
          <SimpleForm
            onSubmit={onSubmit}
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
          >
            <ImageInput source="logoUrl" />
          </SimpleForm>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs (the crop dialog shows the picked file through one).
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('ImageInput', () => {
  it('shows the current image under its label, and an empty placeholder without one', async () => {
    renderForm({ id: 'r1', logoUrl: STORED });
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', `http://localhost:3000${STORED}`);
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
  });

  it('an image whose file does not load says it is not available (and can still be removed)', async () => {
    renderForm({ id: 'r1', logoUrl: STORED });
    fireEvent.error(await screen.findByRole('img', { name: 'Logo' }));
    expect(await screen.findByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('without an image it says so and offers no remove button', async () => {
    renderForm({ id: 'r1', logoUrl: null });
    expect(await screen.findByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG or WebP, at most 2 MB, cropped before upload')).toBeInTheDocument();
  });

  it('a picked file opens the crop step; confirming before there is a crop area says "Image must be cropped first"', async () => {
    renderForm({ id: 'r1', logoUrl: null });
    await userEvent.upload(await screen.findByLabelText('Image file for Logo'), picture());
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Image must be cropped first')).toBeInTheDocument();
  });

  it('closing the crop step without confirming says "Media selection must be confirmed" on the field and the form does not submit', async () => {
    const onSubmit = renderForm({ id: 'r1', logoUrl: STORED });
    await userEvent.upload(await screen.findByLabelText('Image file for Logo'), picture());
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Media selection must be confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Discard selection' }));
    expect(screen.queryByText('Media selection must be confirmed')).not.toBeInTheDocument();
  });

  it('the crop step can be reopened for the picked file', async () => {
    renderForm({ id: 'r1', logoUrl: null }, vi.fn(), 'id');
    await userEvent.upload(await screen.findByLabelText('File gambar untuk Logo'), picture());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    expect(await screen.findByText('Pilihan media harus dikonfirmasi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Potong dan konfirmasi' }));
    expect(await screen.findByRole('dialog', { name: 'Potong gambar' })).toBeInTheDocument();
  });

  it('remove asks first, then empties the field', async () => {
    const onSubmit = renderForm({ id: 'r1', logoUrl: STORED });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the Logo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No image')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled(), WAIT_FOR);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ logoUrl: null });
  });
});
