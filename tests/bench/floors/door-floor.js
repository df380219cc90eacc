// The door benchmark's floor: the least work that shows the same thing — raw IndexedDB, the first
// bought ticket by date and its cached QR image, shown in an <img>.
const open = indexedDB.open('gatehouse');
open.onsuccess = () => {
  const transaction = open.result.transaction(['tickets', 'ticketImages']);
  const tickets = transaction.objectStore('tickets').index('ticketDate').getAll();
  tickets.onsuccess = () => {
    const ticket = tickets.result.find((row) => row.state === 'bought');
    if (!ticket) return;
    document.getElementById('ticket').textContent = `${ticket.ticketType} · ${ticket.ticketDate}`;
    const image = transaction.objectStore('ticketImages').get(ticket.ticketId);
    image.onsuccess = () => {
      document.querySelector('img').src = URL.createObjectURL(image.result.png);
    };
  };
};
