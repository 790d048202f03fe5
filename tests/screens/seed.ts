import type { APIRequestContext } from '@playwright/test';
import { solvedChallenge } from '../browser/fixtures';

/*
 * What the screens show, made through the API as the staff and visitors would make it: a team of
 * four (an invitation still pending), posts in each state (one awaiting review), a page changed
 * and published, a quote request and a contact message. The same on every run, so the captures
 * compare: only its moments differ, and the captures show those fixed (tests/visual/screen.ts).
 */

export const OWNER = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'correct horse battery' };
export const EDITOR = { name: 'Eddie Editor', email: 'eddie@example.com', password: 'eddie keeps a long passphrase' };
export const CONTRIBUTOR = { name: 'Cora Contributor', email: 'cora@example.com', password: 'cora keeps a long passphrase' };
export const INVITED = { email: 'nina@example.com', role: 'author' };

type Person = { email: string; password: string };

/** One person's calls, with a session of their own; a call that needs a recent proof gets one first. */
class Caller {
  private token = '';
  constructor(
    private readonly request: APIRequestContext,
    private readonly person: Person,
  ) {}

  async signIn() {
    const answer = await this.call(
      'POST',
      '/api/auth/login',
      { email: this.person.email, password: this.person.password },
      false,
    );
    this.token = (answer as { accessToken: string }).accessToken;
    return this;
  }

  async call(method: string, path: string, data?: unknown, signedIn = true): Promise<unknown> {
    const send = () =>
      this.request.fetch(path, {
        method,
        data,
        headers: signedIn ? { Authorization: `Bearer ${this.token}` } : {},
      });
    let answer = await send();
    if (answer.status() === 403 && ((await answer.json()) as { code?: string }).code === 'REAUTHENTICATE') {
      const proof = await this.request.post('/api/auth/reauthenticate', {
        data: { password: this.person.password },
        headers: { Authorization: `Bearer ${this.token}` },
      });
      if (!proof.ok()) throw new Error(`${this.person.email} could not confirm it was them: ${proof.status()}`);
      answer = await send();
    }
    if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
    return answer.status() === 204 ? null : answer.json();
  }
}

/** Invites `email` as `role`; returns the link's token. */
async function invite(owner: Caller, email: string, role: string): Promise<string> {
  const { url } = (await owner.call('POST', '/api/admin/invitations', { email, role })) as { url: string };
  return url.split('#invitation=')[1] ?? '';
}

/** Seeds the server `request` reaches, whose first account (the owner) is registered already. Returns the pending invitation's link. */
export async function seedScreens(request: APIRequestContext): Promise<{ invitationPath: string }> {
  const owner = await new Caller(request, OWNER).signIn();
  for (const [person, role] of [
    [EDITOR, 'editor'],
    [CONTRIBUTOR, 'contributor'],
  ] as const) {
    const token = await invite(owner, person.email, role);
    await owner.call('POST', '/api/auth/invitations/accept', { token, name: person.name, password: person.password }, false);
  }
  const pending = await invite(owner, INVITED.email, INVITED.role);

  const published = (await owner.call('POST', '/api/blogs', {
    title: 'Moving a small office to the cloud',
    content:
      '<p>Most small offices keep their files on one machine under a desk. Here is how we move them to the cloud in a weekend, without losing a file.</p>',
    status: 'published',
  })) as { _id: string };
  await owner.call('PUT', `/api/blogs/${published._id}`, {
    content:
      '<p>Most small offices keep their files on one machine under a desk. Here is how we move them to the cloud over a weekend, without losing a file or a morning of work.</p>',
  });
  await owner.call('POST', '/api/blogs', {
    title: 'What a backup is for',
    content: '<p>A backup is only as good as the last time someone restored from it.</p>',
    status: 'draft',
  });
  const contributor = await new Caller(request, CONTRIBUTOR).signIn();
  const draft = (await contributor.call('POST', '/api/blogs', {
    title: 'A week on the help desk',
    content: '<p>What the phone calls of one week taught me about the questions our clients ask most.</p>',
    status: 'draft',
  })) as { _id: string };
  await contributor.call('POST', `/api/admin/blogs/${draft._id}/submit`, { note: 'My first post: is the ending too long?' });

  // The About page's first title, changed and published: its history then has two versions.
  const editor = await new Caller(request, EDITOR).signIn();
  const about = (await editor.call('GET', '/api/admin/content/pages/about')) as {
    page: { blocks: { props: Record<string, unknown> }[] };
    version: string;
  };
  const hero = about.page.blocks.find((block) => typeof block.props.title === 'string');
  if (!hero) throw new Error('The About page has no block with a title');
  hero.props.title = `${String(hero.props.title)}, since 2015`;
  const saved = (await editor.call('PUT', '/api/admin/content/pages/about/draft', {
    page: about.page,
    version: about.version,
  })) as {
    version: string;
  };
  await editor.call('POST', '/api/admin/content/pages/about/publish', { version: saved.version });

  // What visitors sent, as the site's forms send it (a solved challenge, or it is kept as spam).
  const quote = await request.post('/api/request-quote', {
    multipart: {
      fullName: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+44 20 7946 0000',
      companyName: 'Sharma Dental Ltd',
      size: 'Small (1-4)',
      contactMethod: 'Email',
      services: 'Cloud Migration or Hybrid Solution',
      description: 'We would like our patient records off the machine in the back room.',
      budget: 'Under £500',
      source: 'Referral',
      additionalDetails: '',
      deadline: '',
      region: 'uk',
      altcha: await solvedChallenge(request),
    },
  });
  if (quote.status() !== 201) throw new Error(`quote request: ${quote.status()} ${await quote.text()}`);
  const contact = await request.post('/api/contact', {
    data: {
      name: 'Tom Baker',
      email: 'tom@example.com',
      phone: '',
      subject: 'Support contract for two offices',
      message: 'We have offices in Leeds and Kathmandu. Do you look after both under one contract?',
      altcha: await solvedChallenge(request),
    },
  });
  if (contact.status() !== 201) throw new Error(`contact message: ${contact.status()} ${await contact.text()}`);
  await seedVisits(request);
  return { invitationPath: `/admin#invitation=${pending}` };
}

/** Two visitors' browsers, as the Insights tab tells visitors apart (the address and the user agent). */
const VISITORS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

/**
 * A morning's visits for the Insights tab, counted as the site counts them: page views by the
 * beacon's call, a search that finds nothing and one that does on the search page, and an address
 * that does not exist, linked from another website.
 */
async function seedVisits(request: APIRequestContext) {
  const views: Array<[number, string, string?]> = [
    [0, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', 'https://mail.example.com/'],
    [0, '/services'],
    [0, '/wordpress-development'],
    [1, '/wordpress-development', 'https://www.google.com/'],
    [1, '/about'],
    [1, '/services'],
  ];
  for (const [who, path, referrer] of views) {
    const sent = await request.post('/api/insights/hit', {
      headers: { 'Content-Type': 'text/plain', 'User-Agent': VISITORS[who]! },
      data: JSON.stringify(referrer ? { path, referrer } : { path }),
    });
    if (sent.status() !== 204) throw new Error(`page view: ${sent.status()}`);
  }
  const asked = { 'User-Agent': VISITORS[1]!, Accept: 'text/html' };
  for (const query of ['kubernetes', 'wordpress hosting'])
    await request.get(`/search?q=${encodeURIComponent(query)}`, { headers: asked });
  await request.get('/old-pricing', { headers: { ...asked, Referer: 'https://partner.example.org/links' } });
}
