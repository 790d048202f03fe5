import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import JobOpenings from './JobOpenings';
import { jobOpeningsFixture } from './JobOpenings.fixture';
import { JobOpeningsSchema } from './schema';

describe('JobOpenings', () => {
  it('lists every open role by title', () => {
    render(<JobOpenings {...jobOpeningsFixture} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['MERN Stack Developer', 'Graphics Designer', 'DevOps Engineer']);
  });

  it('tells the visitor the contract type, location and requirements of a role', () => {
    render(<JobOpenings {...jobOpeningsFixture} />);
    const role = screen.getByRole('heading', { level: 3, name: 'DevOps Engineer' }).closest('li') as HTMLElement;
    expect(within(role).getByText('Contract')).toBeInTheDocument();
    expect(within(role).getByText('London or remote')).toBeInTheDocument();
    expect(within(role).getByText('Terraform or Bicep')).toBeInTheDocument();
    expect(screen.getByText('Part-time')).toBeInTheDocument();
  });

  it('takes an internship, and refuses a contract type the company does not hire on', () => {
    const role = { title: 'Intern', type: 'internship', location: 'Kent', summary: 'Learn with us.' };
    expect(JobOpeningsSchema.safeParse({ heading: 'Open Roles', roles: [role] }).success).toBe(true);
    render(<JobOpenings heading="Open Roles" muted={false} roles={[{ ...role, type: 'internship', requirements: [] }]} />);
    expect(screen.getByText('Internship')).toBeTruthy();
    const result = JobOpeningsSchema.safeParse({ heading: 'Open Roles', roles: [{ ...role, type: 'freelance' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['roles', 0, 'type']);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<JobOpenings {...jobOpeningsFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
