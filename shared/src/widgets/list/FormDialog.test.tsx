import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../http/ApiError';
import { fieldErrorOf } from '../../testing/fieldErrors';
import { renderPage } from '../../testing/renderPage';
import { FormDialog, type FormDialogProps } from './FormDialog';
import type { ListColumn } from './types';

type Row = { id?: number; name: string; weight: number };
const columns: ListColumn<Row>[] = [
  { prop: 'name', label: 'Name', rules: [{ required: true, message: 'please enter Name' }] },
  { prop: 'weight', label: 'Weight', type: 'number' },
];

function setup(overrides: Partial<FormDialogProps<Row>> = {}) {
  const props: FormDialogProps<Row> = {
    open: true,
    mode: 'add',
    title: 'Goods',
    columns,
    dictionaries: {},
    onSubmit: jest.fn(async () => undefined),
    onClose: jest.fn(),
    ...overrides,
  };
  return { props, view: renderPage(<FormDialog<Row> {...props} />) };
}

const dialog = () => screen.getByTestId('list-form-dialog');
const button = (name: RegExp) => within(dialog()).getByRole('button', { name });

afterEach(() => {
  window.innerWidth = 1024;
});

describe('add / edit dialog', () => {
  it('is titled page title plus the add or edit wording, 712 px wide at top 120', async () => {
    const { view } = setup();
    await view;
    expect(screen.getByText('Goods - add')).toBeInTheDocument();
    const modal = dialog().querySelector('.ant-modal') ?? dialog().closest('.ant-modal');
    expect(modal).toHaveStyle({ width: '712px', top: '120px' });
    expect(dialog()).toHaveAttribute('data-fullscreen', 'false');
  });

  it('is full screen at a viewport width of 768 or less', async () => {
    window.innerWidth = 768;
    await setup({ mode: 'edit', initial: { id: 1, name: 'Box', weight: 2 } }).view;
    expect(screen.getByText('Goods - edit')).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('data-fullscreen', 'true');
  });

  it('blocks save, save-and-create and update while the form is invalid', async () => {
    const { props, view } = setup();
    await view;
    fireEvent.click(button(/^save$/i));
    fireEvent.click(button(/save and add another/i));
    expect(await screen.findAllByText('please enter Name')).not.toHaveLength(0);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('blocks update of an edited row whose rules fail', async () => {
    const { props, view } = setup({ mode: 'edit', initial: { id: 1, name: '', weight: 2 } });
    await view;
    fireEvent.click(button(/update/i));
    expect(await screen.findByText('please enter Name')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('disables the buttons while the save runs and keeps the contents after a failed save', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise((_, reject) => (fail = reject)));
    const { props, view } = setup({ onSubmit });
    await view;
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: 'Box' } });
    fireEvent.click(button(/^save$/i));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Box' }, 'add'));
    expect(button(/cancel/i)).toBeDisabled();
    expect(button(/save and add another/i)).toBeDisabled();
    await act(async () => fail(new Error('server said no')));
    await waitFor(() => expect(button(/cancel/i)).toBeEnabled());
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Box');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it("shows the gateway's field errors beside their columns after a refused save", async () => {
    const refused = new ApiError({
      kind: 'http',
      code: 400,
      msg: 'input data is illegal',
      data: [{ field: 'body.weight', message: 'at most 50' }],
    });
    const { props, view } = setup({ onSubmit: jest.fn(async () => Promise.reject(refused)) });
    await view;
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: 'Box' } });
    fireEvent.click(button(/^save$/i));
    await waitFor(() => expect(fieldErrorOf(within(dialog()).getByLabelText('Weight'))).toBe('at most 50'));
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('closes after a save, and stays open with an empty form after save-and-create', async () => {
    const { props, view } = setup();
    await view;
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: 'Box' } });
    fireEvent.click(button(/save and add another/i));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog()).getByLabelText('Name')).toHaveValue(''));
    expect(props.onClose).not.toHaveBeenCalled();
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: 'Bag' } });
    fireEvent.click(button(/^save$/i));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });

  it('asks before cancelling', async () => {
    const { props, view } = setup();
    await view;
    fireEvent.click(button(/cancel/i));
    const confirm = await screen.findByText('Close this dialog? Unsaved changes will be lost');
    expect(props.onClose).not.toHaveBeenCalled();
    const confirmBox = confirm.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirmBox).getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });
});
