import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { RenderedPageContext } from '../shared/rendered-page';
import JobOpenings, { NO_OPEN_ROLES } from './JobOpenings';
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
    render(
      <JobOpenings
        heading="Open Roles"
        muted={false}
        roles={[{ ...role, type: 'internship', remote: false, requirements: [] }]}
      />,
    );
    expect(screen.getByText('Internship')).toBeTruthy();
    const result = JobOpeningsSchema.safeParse({ heading: 'Open Roles', roles: [{ ...role, type: 'freelance' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['roles', 0, 'type']);
  });

  describe('with closing dates', () => {
    const dated = {
      ...jobOpeningsFixture,
      roles: jobOpeningsFixture.roles.map((role, index) => ({ ...role, closesOn: index === 0 ? '2026-03-10' : '2026-04-30' })),
    };
    const onDay = (day: string, showClosed = false) => (
      <RenderedPageContext.Provider value={{ blocks: [], day, showClosed }}>
        <JobOpenings {...dated} />
      </RenderedPageContext.Provider>
    );
    const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

    it('shows a role with the day it closes, through that day', () => {
      render(onDay('2026-03-10'));
      expect(titles()).toEqual(['MERN Stack Developer', 'Graphics Designer', 'DevOps Engineer']);
      const role = screen.getByRole('heading', { level: 3, name: 'MERN Stack Developer' }).closest('li') as HTMLElement;
      expect(within(role).getByText('10 March 2026')).toHaveAttribute('datetime', '2026-03-10');
    });

    it('leaves a role out from the day after, and says when none is open', () => {
      const { unmount } = render(onDay('2026-03-11'));
      expect(titles()).toEqual(['Graphics Designer', 'DevOps Engineer']);
      unmount();
      render(onDay('2026-05-01'));
      expect(titles()).toEqual([]);
      expect(screen.getByText(NO_OPEN_ROLES)).toBeInTheDocument();
    });

    it('shows the editor a closed role, marked as closed', () => {
      render(onDay('2026-03-11', true));
      expect(titles()).toEqual(['MERN Stack Developer', 'Graphics Designer', 'DevOps Engineer']);
      const role = screen.getByRole('heading', { level: 3, name: 'MERN Stack Developer' }).closest('li') as HTMLElement;
      expect(role).toHaveTextContent('Closed10 March 2026 (no longer shown on the site)');
    });

    it('refuses a closing date that is not a day, or one before the role was first advertised, but never one past', () => {
      const parse = (role: object) =>
        JobOpeningsSchema.safeParse({ heading: 'Open Roles', roles: [{ ...dated.roles[0], ...role }] });
      expect(parse({ closesOn: '2001-01-01' }).success).toBe(true);
      expect(parse({ closesOn: '2026-02-30' }).error?.issues[0]?.path).toEqual(['roles', 0, 'closesOn']);
      expect(parse({ postedOn: '2026-03-11', closesOn: '2026-03-10' }).error?.issues[0]?.path).toEqual(['roles', 0, 'closesOn']);
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<JobOpenings {...jobOpeningsFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
