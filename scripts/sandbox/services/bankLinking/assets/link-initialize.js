/*
 * Clipback sandbox stand-in for Plaid Link (what react-plaid-link 5.0.0 needs), served at
 * /sandbox/plaid/link-initialize.js. Defines window.Plaid = { version, create(config), createEmbedded }.
 * create() answers { open, exit, submit, destroy } and calls config.onLoad; open() shows a modal dialog
 * (built here, in a shadow root, styled by /sandbox/plaid/link.css) where the shopper picks a sandbox bank
 * and an account; then config.onSuccess(public_token, metadata) as Plaid does, or config.onExit(error,
 * metadata) when they leave. No inline script or style anywhere (the app's CSP is script-src/style-src 'self').
 */
(function () {
  'use strict';

  var CDN_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
  var VERSION = 'clipback-sandbox-1';

  // Where the stand-in's endpoints are: this script's origin, unless it was served in place of the CDN URL
  // (a test routing cdn.plaid.com here), then the page's.
  var scriptSrc = document.currentScript && document.currentScript.src;
  var origin = location.origin;
  try {
    if (scriptSrc) {
      var parsed = new URL(scriptSrc, location.href);
      if (parsed.hostname !== 'cdn.plaid.com') origin = parsed.origin;
    }
  } catch (ignored) {
    origin = location.origin;
  }
  var BASE = origin + '/sandbox/plaid';

  // react-plaid-link skips loading the CDN script when a script[src=<CDN URL>] exists. Leave one that is
  // never fetched nor run (a non-JavaScript type), so loading this file alone is enough.
  if (!document.querySelector('script[src="' + CDN_URL + '"]')) {
    var marker = document.createElement('script');
    marker.type = 'application/x-clipback-sandbox';
    marker.setAttribute('data-clipback-sandbox', 'plaid-link');
    marker.src = CDN_URL;
    (document.head || document.documentElement).appendChild(marker);
  }

  function call(fn) {
    if (typeof fn !== 'function') return;
    var args = Array.prototype.slice.call(arguments, 1);
    try {
      fn.apply(null, args);
    } catch (error) {
      setTimeout(function () {
        throw error;
      });
    }
  }

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      var value = props[key];
      if (value === undefined || value === null || value === false) return;
      if (key === 'className') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.slice(0, 2) === 'on') node.addEventListener(key.slice(2).toLowerCase(), value);
      else if (key in node && typeof value !== 'string') node[key] = value;
      else node.setAttribute(key, value === true ? '' : String(value));
    });
    (children || []).forEach(function (child) {
      if (child !== null && child !== undefined) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }

  function postJson(path, body) {
    return fetch(BASE + path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return {};
        })
        .then(function (payload) {
          if (response.ok) return payload;
          var error = new Error(payload && payload.message ? payload.message : 'The bank-linking service did not answer.');
          error.code = (payload && payload.code) || 'INTERNAL_SERVER_ERROR';
          throw error;
        });
    });
  }

  function linkError(error) {
    return {
      error_type: error.code === 'INVALID_LINK_TOKEN' ? 'INVALID_INPUT' : 'API_ERROR',
      error_code: error.code || 'INTERNAL_SERVER_ERROR',
      error_message: error.message,
      display_message: error.message,
    };
  }

  function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  var FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';
  var instances = 0;

  function create(config) {
    config = config || {};
    var id = (instances += 1);
    var destroyed = false;
    var isOpen = false;
    var session = null; // { link_session_id, institutions }
    var sessionError = null;
    var institution = null;
    var restoreFocus = null;
    var busy = false;

    var host = null;
    var dialog = null;
    var title = null;
    var description = null;
    var body = null;
    var status = null;
    var closeButton = null;

    var ready = postJson('/link/session', { link_token: config.token || '' }).then(
      function (answer) {
        session = answer;
      },
      function (error) {
        sessionError = error;
      },
    );
    ready.then(function () {
      if (!destroyed) call(config.onLoad);
    });

    function event(name, extra) {
      var metadata = {
        view_name: extra && extra.view_name ? extra.view_name : null,
        institution_id: institution ? institution.institution_id : null,
        institution_name: institution ? institution.name : null,
        error_code: extra && extra.error_code ? extra.error_code : null,
        error_message: extra && extra.error_message ? extra.error_message : null,
        exit_status: extra && extra.exit_status ? extra.exit_status : null,
        link_session_id: session ? session.link_session_id : null,
        request_id: session ? session.link_session_id : null,
        timestamp: new Date().toISOString(),
      };
      call(config.onEvent, name, metadata);
    }

    function exitMetadata(statusValue) {
      return {
        institution: institution ? { institution_id: institution.institution_id, name: institution.name } : null,
        status: statusValue,
        link_session_id: session ? session.link_session_id : '',
        request_id: session ? session.link_session_id : '',
      };
    }

    function build() {
      host = el('div', { 'data-clipback-plaid-link': String(id) });
      var root = host.attachShadow({ mode: 'open' });
      root.appendChild(el('link', { rel: 'stylesheet', href: BASE + '/link.css' }));
      title = el('h2', { id: 'cbl-title', className: 'cbl-title', tabindex: '-1' });
      description = el('p', { id: 'cbl-description', className: 'cbl-description' });
      body = el('div', { className: 'cbl-body' });
      status = el('p', { className: 'cbl-status', role: 'status', 'aria-live': 'polite' });
      closeButton = el('button', {
        type: 'button',
        className: 'cbl-close',
        'aria-label': 'Close',
        text: '\u00d7',
        onclick: function () {
          userExit(null, 'requires_institution');
        },
      });
      dialog = el(
        'dialog',
        { className: 'cbl-dialog', 'aria-labelledby': 'cbl-title', 'aria-describedby': 'cbl-description' },
        [
          el('div', { className: 'cbl-header' }, [el('p', { className: 'cbl-brand', text: 'Sandbox bank linking' }), closeButton]),
          title,
          description,
          body,
          status,
        ],
      );
      // Escape (and any close the browser decides) ends the flow as an exit. The close event comes a task
      // later: one we caused finds isOpen false already (or the dialog opened again) and is ignored.
      dialog.addEventListener('close', function () {
        if (!isOpen || dialog.open) return;
        afterClose();
        finishExit(null, institution ? 'requires_account' : 'requires_institution');
      });
      dialog.addEventListener('keydown', trapFocus);
      root.appendChild(dialog);
      document.body.appendChild(host);
    }

    function trapFocus(keyEvent) {
      if (keyEvent.key !== 'Tab') return;
      var focusables = Array.prototype.filter.call(dialog.querySelectorAll(FOCUSABLE), function (node) {
        return node.getClientRects().length > 0;
      });
      if (!focusables.length) {
        keyEvent.preventDefault();
        return;
      }
      var first = focusables[0];
      var last = focusables[focusables.length - 1];
      var active = host.shadowRoot.activeElement;
      if (keyEvent.shiftKey && (active === first || !dialog.contains(active))) {
        keyEvent.preventDefault();
        last.focus();
      } else if (!keyEvent.shiftKey && (active === last || !dialog.contains(active))) {
        keyEvent.preventDefault();
        first.focus();
      }
    }

    function announce(text) {
      status.textContent = text;
    }

    function setView(heading, text, children, focusTarget) {
      title.textContent = heading;
      description.textContent = text;
      body.replaceChildren.apply(body, children);
      (focusTarget || title).focus();
    }

    function showBanks() {
      institution = null;
      var buttons = session.institutions.map(function (bank) {
        return el('li', {}, [
          el(
            'button',
            {
              type: 'button',
              className: 'cbl-bank',
              'data-institution-id': bank.institution_id,
              onclick: function () {
                showAccounts(bank);
              },
            },
            [
              el('img', { className: 'cbl-logo', src: 'data:image/png;base64,' + bank.logo, alt: '', width: '32', height: '32' }),
              el('span', { className: 'cbl-bank-name', text: bank.name }),
            ],
          ),
        ]);
      });
      var list = el('ul', { className: 'cbl-banks', 'aria-label': 'Sandbox banks' }, buttons);
      setView('Select your bank', 'Sandbox banks only: no real bank is contacted and no credentials are needed.', [list], list.querySelector('button'));
      announce('');
      event('TRANSITION_VIEW', { view_name: 'SELECT_INSTITUTION' });
    }

    function showAccounts(bank) {
      institution = bank;
      event('SELECT_INSTITUTION');
      var radios = bank.accounts.map(function (account, index) {
        var inputId = 'cbl-account-' + account.id;
        return el('div', { className: 'cbl-account' }, [
          el('input', { type: 'radio', name: 'account', id: inputId, value: account.id, checked: index === 0 }),
          el('label', { for: inputId }, [
            el('span', { className: 'cbl-account-name', text: account.name }),
            el('span', { className: 'cbl-account-detail', text: capitalise(account.subtype) + ' \u2022\u2022\u2022\u2022 ' + account.mask }),
          ]),
        ]);
      });
      var form = el(
        'form',
        {
          className: 'cbl-accounts',
          novalidate: true,
          onsubmit: function (submitEvent) {
            submitEvent.preventDefault();
            var chosen = form.querySelector('input[name="account"]:checked');
            if (!chosen) {
              announce('Choose an account to continue.');
              return;
            }
            connect(bank, chosen.value);
          },
        },
        [
          el('fieldset', { className: 'cbl-fieldset' }, [el('legend', { className: 'cbl-legend', text: 'Accounts at ' + bank.name })].concat(radios)),
          el('div', { className: 'cbl-actions' }, [
            el('button', { type: 'button', className: 'cbl-secondary', text: 'Back', onclick: showBanks }),
            el('button', { type: 'submit', className: 'cbl-primary', text: 'Continue' }),
          ]),
        ],
      );
      setView('Choose an account', 'Pick the checking or savings account to receive your withdrawals.', [form], form.querySelector('input:checked'));
      announce('');
      event('TRANSITION_VIEW', { view_name: 'SELECT_ACCOUNT' });
    }

    function showError(error) {
      var closeError = el('button', {
        type: 'button',
        className: 'cbl-primary',
        text: 'Close',
        onclick: function () {
          userExit(linkError(error), 'requires_credentials');
        },
      });
      setView('Something went wrong', error.message, [el('div', { className: 'cbl-actions' }, [closeError])], closeError);
      dialog.setAttribute('data-error-code', error.code || '');
      event('ERROR', { error_code: error.code, error_message: error.message });
    }

    function connect(bank, accountId) {
      if (busy) return;
      busy = true;
      body.querySelectorAll('button, input').forEach(function (node) {
        node.disabled = true;
      });
      dialog.setAttribute('aria-busy', 'true');
      announce('Connecting your account\u2026');
      postJson('/public_token', {
        link_token: config.token || '',
        institution_id: bank.institution_id,
        account_id: accountId,
        link_session_id: session.link_session_id,
      }).then(
        function (answer) {
          busy = false;
          dialog.removeAttribute('aria-busy');
          if (destroyed || !isOpen) return;
          event('HANDOFF');
          close();
          var account = answer.accounts[0];
          call(config.onSuccess, answer.public_token, {
            institution: answer.institution,
            accounts: answer.accounts,
            account: account,
            account_id: account ? account.id : null,
            link_session_id: answer.link_session_id,
            public_token: answer.public_token,
            transfer_status: null,
            wallet: null,
          });
        },
        function (error) {
          busy = false;
          dialog.removeAttribute('aria-busy');
          announce('');
          if (!destroyed && isOpen) showError(error);
        },
      );
    }

    function close() {
      if (!isOpen) return;
      isOpen = false;
      if (dialog.open) dialog.close();
      afterClose();
    }

    function afterClose() {
      isOpen = false;
      host.hidden = true;
      var target = restoreFocus;
      restoreFocus = null;
      if (target && typeof target.focus === 'function' && target.isConnected) target.focus();
    }

    function finishExit(error, exitStatus) {
      event('EXIT', { exit_status: exitStatus, error_code: error ? error.error_code : null });
      call(config.onExit, error, exitMetadata(exitStatus));
    }

    function userExit(error, exitStatus) {
      if (!isOpen) return;
      close();
      finishExit(error, exitStatus);
    }

    return {
      open: function () {
        if (destroyed || isOpen) return;
        isOpen = true;
        restoreFocus = document.activeElement;
        if (!host) build();
        host.hidden = false;
        dialog.removeAttribute('data-error-code');
        setView('Connecting to the sandbox bank', '', [], null);
        announce('Loading\u2026');
        dialog.showModal();
        title.focus();
        event('OPEN');
        ready.then(function () {
          if (destroyed || !isOpen) return;
          if (sessionError) showError(sessionError);
          else showBanks();
        });
      },
      exit: function (options) {
        // Plaid asks "are you sure?" without force; the sandbox leaves at once either way.
        void options;
        userExit(null, institution ? 'requires_account' : 'requires_institution');
      },
      submit: function () {
        // Plaid's submit() feeds Layer (phone number) flows; nothing to submit in the sandbox.
      },
      destroy: function () {
        if (destroyed) return;
        if (isOpen) close();
        destroyed = true;
        if (host) host.remove();
        host = null;
      },
    };
  }

  window.Plaid = {
    version: VERSION,
    create: create,
    createEmbedded: function (config, target) {
      // Embedded search is not part of the sandbox: a button that opens the same dialog stands in for it.
      var handler = create(config);
      var button = el('button', { type: 'button', text: 'Link a bank account', onclick: handler.open });
      if (target && typeof target.appendChild === 'function') target.appendChild(button);
      return {
        destroy: function () {
          button.remove();
          handler.destroy();
        },
      };
    },
  };
})();
