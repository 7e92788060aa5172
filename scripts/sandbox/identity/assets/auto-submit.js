// Submits the form marked data-auto-submit (the sign-out confirmation): the page has no inline script.
const form = document.querySelector('form[data-auto-submit]');
if (form instanceof HTMLFormElement) form.submit();
