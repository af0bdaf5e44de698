import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { http } from '../../http/client';
import { storage } from '../../session/storage';
import { renderPage } from '../../testing/renderPage';
import { FileUpload, type FileUploadProps } from './FileUpload';
import type { UploadedFile } from './types';

jest.mock('../../http/fingerprint', () => ({ browserFingerprint: () => 'test-device' }));

type Reply = { status?: number; body: unknown } | 'network';
let sent: InternalAxiosRequestConfig[] = [];

function answerUploads(reply: (config: InternalAxiosRequestConfig) => Reply) {
  sent = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    const answer = reply(config);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = answer.status ?? 200;
    const response = { data: answer.body, status, statusText: '', headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
}

const uploaded = (config: InternalAxiosRequestConfig) => {
  const file = (config.data as FormData).get('file') as File;
  return {
    body: { code: 1, msg: 'ok', data: { url: `/customer-api/file/view/${file.name}`, name: file.name } },
  };
};

function Harness({
  initial = [],
  onValue,
  ...props
}: FileUploadProps & { initial?: UploadedFile[]; onValue?: (v: UploadedFile[]) => void }) {
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <>
      <FileUpload
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const fileOf = (name: string, bytes = 10, type = '') => new File([new Uint8Array(bytes)], name, { type });

async function choose(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

beforeEach(() => {
  storage.set('deviceNo', 'test-device');
  answerUploads(uploaded);
});

describe('FileUpload', () => {
  it("refuses a file whose type is not in the accepted list with 'file type does not match'", async () => {
    const { container } = await renderPage(<Harness accept={['.xlsx', '.pdf']} />);
    await choose(container, fileOf('setup.exe'));
    expect(await screen.findByText(/file type does not match/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('[]');
  });

  it("refuses a file above the fileSize cap (KB) with 'file too large'", async () => {
    const { container } = await renderPage(<Harness accept={['.pdf']} fileSize={1} />);
    await choose(container, fileOf('big.pdf', 1025));
    expect(await screen.findByText(/file too large/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('warns with the limit, the selected count and the total when the default limit of 10 is exceeded', async () => {
    const initial = Array.from({ length: 9 }, (_, i) => ({ url: `/f/${i}`, name: `f${i}.pdf` }));
    const { container } = await renderPage(<Harness initial={initial} />);
    await choose(container, fileOf('a.pdf'), fileOf('b.pdf'));
    expect(await screen.findByText('at most 10 files: 2 selected, 11 in total')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("POSTs multipart field 'file' to /customer-api/file/upload with the portal headers and shows 'upload succeeded'", async () => {
    const onValue = jest.fn();
    const { container } = await renderPage(<Harness onValue={onValue} params={{ bizType: 'demo' }} />);
    await choose(container, fileOf('list.xlsx', 20));

    expect(await screen.findByText('upload succeeded')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/customer-api/file/upload');
    expect(sent[0].method).toBe('post');
    expect(sent[0].params).toEqual({ bizType: 'demo' });
    expect(sent[0].headers.get('authToken')).toBe('test-token'); // the signed-in session of renderPage;
    expect(String(sent[0].headers.get('Content-Type'))).toMatch(/multipart\/form-data/);
    expect(((sent[0].data as FormData).get('file') as File).name).toBe('list.xlsx');
    expect(onValue).toHaveBeenLastCalledWith([
      { url: '/customer-api/file/view/list.xlsx', name: 'list.xlsx' },
    ]);
  });

  it('keeps a finished file done when a late progress event arrives after the answer', async () => {
    answerUploads((config) => {
      // axios throttles progress: its last event can come after the response
      setTimeout(
        () => config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true }),
        0,
      );
      return uploaded(config);
    });
    const { container } = await renderPage(<Harness />);
    await choose(container, fileOf('late.pdf'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('late.pdf'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(1);
    expect(container.querySelector('.ant-upload-list-item-uploading')).toBeNull();
  });

  it('reads the url and the name of the answer by the configured urlKey and nameKey', async () => {
    answerUploads(() => ({ body: { code: 1, data: { path: '/oss/k1', fileName: 'renamed.pdf' } } }));
    const { container } = await renderPage(
      <Harness urlKey="path" nameKey="fileName" action="/custom/upload" />,
    );
    await choose(container, fileOf('local.pdf'));
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent('[{"url":"/oss/k1","name":"renamed.pdf"}]'),
    );
    expect(sent[0].url).toBe('/custom/upload');
  });

  it("shows the server msg when the upload is refused, and 'upload failed' without one", async () => {
    answerUploads(() => ({ body: { code: 500, msg: 'content is not a pdf', data: null } }));
    const { container } = await renderPage(<Harness />);
    await choose(container, fileOf('fake.pdf'));
    expect(await screen.findByText('content is not a pdf')).toBeInTheDocument();

    answerUploads(() => 'network');
    await choose(container, fileOf('second.pdf'));
    expect(await screen.findByText('upload failed')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('[]');
  });

  it("asks 'Are you sure to remove this option?' before removing an uploaded file", async () => {
    const initial = [
      { url: '/f/1', name: 'one.pdf' },
      { url: '/f/2', name: 'two.pdf' },
    ];
    await renderPage(<Harness initial={initial} />);
    fireEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Are you sure to remove this option?').length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('one.pdf'));

    fireEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: /ok/i }));
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent('[{"url":"/f/2","name":"two.pdf"}]'),
    );
  });

  it('opens the image preview overlay from a picture card', async () => {
    const initial = [
      { url: 'https://cdn.test/a.png', name: 'a.png' },
      { url: 'https://cdn.test/b.png', name: 'b.png' },
    ];
    await renderPage(<Harness initial={initial} listType="picture-card" accept={['image/*']} />);
    fireEvent.click(
      screen.getAllByRole('link', { name: /preview/i })[1] ?? screen.getAllByTitle(/preview/i)[1],
    );
    const overlay = await screen.findByTestId('image-preview');
    expect(within(overlay).getByAltText('b.png')).toHaveAttribute('src', 'https://cdn.test/b.png');
  });

  it('aborts the upload with the failure message when the cloud-storage library cannot be loaded', async () => {
    const uploader = { load: jest.fn(async () => Promise.reject(new Error('cloud SDK unavailable'))) };
    const { container } = await renderPage(<Harness uploader={uploader} />);
    await choose(container, fileOf('a.pdf'));
    expect(await screen.findByText('cloud SDK unavailable')).toBeInTheDocument();
    expect(uploader.load).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('[]');
  });

  it('uploads directly to the cloud provider through the uploader strategy', async () => {
    const send = jest.fn(async (file: File) => ({
      url: `https://bucket.test/${file.name}`,
      name: file.name,
    }));
    const { container } = await renderPage(<Harness uploader={{ load: async () => send }} />);
    await choose(container, fileOf('c.pdf'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('https://bucket.test/c.pdf'));
    expect(sent).toHaveLength(0);
  });
});
