import { Drawer } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { site } from '../../config/site';
import { AppButton } from '../../ui/AppButton';
import { SiteNavLink } from '../../ui/SiteLink';
import classes from './MobileMenu.module.css';

/** The phone menu: About Us, Services, Connect, Career and 'Request a quote'. Loaded on first open. */
export default function MobileMenu({
  opened,
  onClose,
  onRequestQuote,
}: {
  opened: boolean;
  onClose: () => void;
  onRequestQuote: () => void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title="Menu" id="mobile-menu">
      <nav aria-label="Mobile">
        <ul className={classes.list}>
          {site.navigation.mobile.map((link) => (
            <li key={link.to}>
              <SiteNavLink to={link.to} className={classes.link} onClick={onClose}>
                {link.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AppButton
        fullWidth
        mt="lg"
        onClick={() => {
          onClose();
          onRequestQuote();
        }}
        aria-haspopup="dialog"
      >
        Request a quote
      </AppButton>
    </Drawer>
  );
}
