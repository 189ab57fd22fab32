// What a booking request made opens: thanks, what happens next, and the way back to the garage.
import { useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions } from '../../ui/form-card.tsx';

export function BookingRequested({ title, open, onClose }: { title: string; open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      <p>Thank you. A dealer representative will contact you shortly to confirm your booking.</p>
      <FormActions>
        <button type="button" className="button button--primary" onClick={() => navigate(paths.home)}>
          Go to my garage
        </button>
      </FormActions>
    </Dialog>
  );
}
