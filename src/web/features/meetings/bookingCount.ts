/** "2 of 5 booked", or "2 booked" for a consult without a limit. */
export const bookingCount = ({ bookedCount, capacity }: { bookedCount: number; capacity: number | null }) =>
  capacity === null ? `${bookedCount} booked` : `${bookedCount} of ${capacity} booked`;
