import {
  IconBrandWordpress,
  IconCloud,
  IconCloudUpload,
  IconCode,
  IconDatabase,
  IconHeadset,
  IconLock,
  IconNetwork,
  IconRefresh,
  IconServer,
  IconShield,
  IconShoppingCart,
  type Icon,
} from '@tabler/icons-react';
import type { ServiceIcon as ServiceIconName } from '../../config/services-schema';

/** The catalogue's icon names (content/services.json) -> Tabler icons; a missing name fails to compile. */
const icons = {
  cloud: IconCloud,
  database: IconDatabase,
  'cloud-upload': IconCloudUpload,
  code: IconCode,
  'brand-wordpress': IconBrandWordpress,
  'shopping-cart': IconShoppingCart,
  server: IconServer,
  network: IconNetwork,
  lock: IconLock,
  shield: IconShield,
  refresh: IconRefresh,
  headset: IconHeadset,
} satisfies Record<ServiceIconName, Icon>;

/** A service's icon, decorative: the service name always sits beside it. */
export function ServiceIcon({ name, size = 24, className }: { name: ServiceIconName; size?: number; className?: string }) {
  const Component = icons[name];
  return <Component size={size} stroke={1.75} aria-hidden className={className} />;
}
