import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CV_BYTES } from '../../schemas/job-application';
import { resetJobApplicationStore, useJobApplicationStore } from '../../stores/jobApplication';
import type { SubmissionResult } from '../../stores/submission';
import { axeViolations, render } from '../../test-utils/render';
import { APPLICATION_SUCCESS, APPLICATION_SUCCESS_TOAST, CareerForm } from './CareerForm';
import { applicationFixture, emptyApplicationMessages, pdfBytes, positionsFixture } from './CareerForm.fixture';
import { CV_REQUIRED, CV_TOO_LARGE, CV_WRONG_TYPE } from './cv';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../toast/toast', () => ({ toast }));

// The store's own request code is covered in the browser suite against the real server; here the
// form's behaviour is under test, so the store's submit stands in for the network.
let submit: ReturnType<
  typeof vi.fn<
    (values: typeof applicationFixture, resume: File | null, guards?: Record<string, string>) => Promise<SubmissionResult<object>>
  >
>;
beforeEach(() => {
  resetJobApplicationStore();
  toast.mockReset();
  submit =
    vi.fn<
      (
        values: typeof applicationFixture,
        resume: File | null,
        guards?: Record<string, string>,
      ) => Promise<SubmissionResult<object>>
    >();
  useJobApplicationStore.setState({ submit });
});

const labels: [keyof typeof applicationFixture, RegExp][] = [
  ['name', /^Full Name/],
  ['contact', /^Contact Number/],
  ['email', /^Email Address/],
  ['town', /^Town\/City/],
  ['country', /^Country/],
  ['salary', /^Expected Salary/],
  ['info', /^Additional information/],
];

async function fill(user: ReturnType<typeof userEvent.setup>, values = applicationFixture) {
  for (const [key, label] of labels) {
    await user.click(screen.getByLabelText(label));
    await user.paste(values[key]);
  }
  await user.selectOptions(screen.getByLabelText(/^Desired Position/), values.position);
  await user.selectOptions(screen.getByLabelText(/^Currency/), values.currency);
}

const cvInput = () => screen.getByLabelText(/^Upload your CV/);
const pdf = (name = 'cv.pdf') => new File([pdfBytes()], name, { type: 'application/pdf' });

describe('CareerForm', () => {
  it("offers the positions it is given and currencies with 'Options' first and chosen", () => {
    render(<CareerForm positions={positionsFixture} />);
    const position = screen.getByLabelText(/^Desired Position/);
    expect([...position.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Options',
      'Graphics Designer',
      'Digital Marketing',
      'MERN Stack Developer',
      'DevOps Engineer',
      'Another role / speculative application',
    ]);
    expect(position).toHaveDisplayValue('Options');
    const currency = screen.getByLabelText(/^Currency/);
    expect([...currency.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Options'],
      ['GBP', 'GBP (£)'],
      ['USD', 'Dollar ($)'],
      ['NPR', 'Nepalese Rupee (NPR)'],
    ]);
    expect(screen.getByLabelText(/^Contact Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Additional information/)).toHaveAttribute('rows', '4');
    expect(screen.getByRole('form', { name: 'Job application' })).toHaveAttribute('novalidate');
  });

  it('names every missing field, refuses the placeholder choices and sends nothing', async () => {
    const user = userEvent.setup();
    render(<CareerForm positions={positionsFixture} />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of emptyApplicationMessages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("refuses a CV over 5MB with 'File size should be less than 5MB'", async () => {
    const user = userEvent.setup();
    render(<CareerForm positions={positionsFixture} />);
    const big = new File([new Uint8Array(MAX_CV_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(cvInput(), big);
    expect(screen.getByText(CV_TOO_LARGE)).toBeInTheDocument();
    expect(screen.queryByText(/File selected:/)).not.toBeInTheDocument();
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a CV of exactly 5MB and names it', async () => {
    const user = userEvent.setup();
    render(<CareerForm positions={positionsFixture} />);
    await user.upload(cvInput(), new File([new Uint8Array(MAX_CV_BYTES)], 'Resume.DOCX'));
    expect(screen.getByText('File selected: Resume.DOCX')).toBeInTheDocument();
    expect(screen.queryByText(CV_TOO_LARGE)).not.toBeInTheDocument();
  });

  it('refuses a file that is not .pdf, .doc or .docx', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<CareerForm positions={positionsFixture} />);
    await user.upload(cvInput(), new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    expect(screen.getByText(CV_WRONG_TYPE)).toBeInTheDocument();
  });

  it('sends the fields and the CV, then shows the success notice and clears the form', async () => {
    submit.mockImplementation(async () => {
      useJobApplicationStore.setState({ success: true });
      return { ok: true };
    });
    const user = userEvent.setup();
    render(<CareerForm positions={positionsFixture} />);
    await fill(user);
    const file = pdf();
    await user.upload(cvInput(), file);
    expect(screen.getByText('File selected: cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(APPLICATION_SUCCESS)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(applicationFixture, file, {});
    expect(toast).toHaveBeenCalledWith({ message: APPLICATION_SUCCESS_TOAST, variant: 'success' });
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Desired Position/)).toHaveDisplayValue('Options');
    expect(screen.queryByText(/File selected:/)).not.toBeInTheDocument();
  });

  it("shows the server's error in red and keeps the input on failure", async () => {
    submit.mockImplementation(async () => {
      useJobApplicationStore.setState({
        error: 'The CV must be a PDF or Word document (.pdf, .doc or .docx)',
        fields: { resume: 'The CV must be a PDF or Word document (.pdf, .doc or .docx)' },
      });
      const { error, fields } = useJobApplicationStore.getState();
      return { ok: false, error: error ?? '', fields };
    });
    const user = userEvent.setup();
    render(<CareerForm positions={positionsFixture} />);
    await fill(user);
    await user.upload(cvInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CV_WRONG_TYPE);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue(applicationFixture.name);
    expect(screen.getByLabelText(/^Currency/)).toHaveValue('NPR');
    expect(toast).not.toHaveBeenCalled();
  });

  it("reads 'Submitting...' and is disabled while sending, with the upload's progress", () => {
    useJobApplicationStore.setState({ loading: true, progress: 0.4 });
    render(<CareerForm positions={positionsFixture} />);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('has no accessibility violations, also with its errors showing', async () => {
    const user = userEvent.setup();
    const { container } = render(<CareerForm positions={positionsFixture} />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(screen.getByText(CV_REQUIRED)).toBeInTheDocument());
    expect(await axeViolations(container)).toEqual([]);
  });
});
