import { z } from 'zod';
import { PathSchema } from './site-schema';

/** Icons a service may show; each maps to an icon component in src/ui/ServiceIcon. */
export const ServiceIconSchema = z.enum([
  'cloud',
  'database',
  'cloud-upload',
  'code',
  'brand-wordpress',
  'shopping-cart',
  'server',
  'network',
  'lock',
  'shield',
  'refresh',
  'headset',
]);

const ServiceSchema = z
  .object({
    /** Name in the dropdown, the catalogue and the quote forms. */
    name: z.string().min(1),
    /** The service's own page. */
    path: PathSchema,
    /** Icon beside the name. */
    icon: ServiceIconSchema,
    /** Illustration shown in the services overview (400 px high). */
    image: z.string().startsWith('/'),
    /** One or two sentences; cards cut it at 70 characters. */
    description: z.string().min(20).max(300),
  })
  .strict();

/** content/services.json: the one catalogue behind the header dropdown and the services page. */
export const ServicesSchema = z
  .object({
    $schema: z.string().optional(),
    /** The categories, in the order shown. */
    categories: z.array(z.object({ name: z.string().min(1), items: z.array(ServiceSchema).min(1) }).strict()).min(1),
  })
  .strict();

export type Services = z.output<typeof ServicesSchema>;
export type ServiceItem = z.output<typeof ServiceSchema>;
export type ServiceIcon = z.output<typeof ServiceIconSchema>;
