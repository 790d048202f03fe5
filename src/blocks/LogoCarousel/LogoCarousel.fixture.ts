import type { LogoCarouselProps } from './schema';

const logo = (name: string, file: string) => ({
  name,
  image: { src: `/images/tech/${file}.svg`, alt: '', width: 72, height: 72 },
});

/** Shared by the story and the test. */
export const logoCarouselFixture: LogoCarouselProps = {
  heading: 'Technologies We Work With',
  intro: 'Proven, well-supported tools that your next engineer will already know.',
  muted: false,
  items: [
    logo('React', 'react'),
    logo('Node.js', 'nodejs'),
    logo('MongoDB', 'mongodb'),
    logo('Amazon Web Services', 'aws'),
    logo('Microsoft Azure', 'azure'),
    logo('Docker', 'docker'),
    logo('WordPress', 'wordpress'),
    logo('Linux', 'linux'),
  ],
};
