# Independent reference values for the rating tests, computed with mpmath at 50 digits straight from the papers'
# formulas (Glickman's glicko2.pdf; AAArena's fixed-pool equation; Bradley–Terry likelihood), using different
# root finders than the TypeScript code (the volatility step follows the paper's Illinois iteration at 50 digits). Run: python3 src/measure/reference/vectors.py
from mpmath import mp, mpf, exp, log, sqrt, pi, findroot, log10

mp.dps = 50
SCALE = mpf(400) / log(10)  # not Glicko's 173.7178; used for BT only
G_SCALE = mpf('173.7178')


def glicko2_period(players, games, tau):
    """players: name -> (rating, rd, vol); games: list of (a, b, score_of_a). Returns the new dict."""
    out = {}
    for name, (r, rd, vol) in players.items():
        mu, phi = (r - 1500) / G_SCALE, rd / G_SCALE
        opp = []
        for a, b, s in games:
            if a == name:
                opp.append((players[b], s))
            elif b == name:
                opp.append((players[a], 1 - s))
        if not opp:
            out[name] = (r, sqrt(phi**2 + vol**2) * G_SCALE, vol)
            continue
        g = lambda p: 1 / sqrt(1 + 3 * p**2 / pi**2)
        terms = []
        for (ro, rdo, _), s in opp:
            muj, phij = (ro - 1500) / G_SCALE, rdo / G_SCALE
            E = 1 / (1 + exp(-g(phij) * (mu - muj)))
            terms.append((g(phij), E, s))
        v = 1 / sum(gj**2 * E * (1 - E) for gj, E, s in terms)
        delta = v * sum(gj * (s - E) for gj, E, s in terms)
        a = log(vol**2)
        f = lambda x: exp(x) * (delta**2 - phi**2 - v - exp(x)) / (2 * (phi**2 + v + exp(x)) ** 2) - (x - a) / tau**2
        # Step 5 exactly as the paper: the Illinois iteration from A = a and its B. For large tau and a surprising
        # period f can have several roots (e.g. the upset below at tau = 1.2); the paper's procedure defines which.
        A = a
        if delta**2 > phi**2 + v:
            B = log(delta**2 - phi**2 - v)
        else:
            k = 1
            while f(a - k * tau) < 0:
                k += 1
            B = a - k * tau
        fA, fB = f(A), f(B)
        while abs(B - A) > mpf('1e-40'):
            C = A + (A - B) * fA / (fB - fA)
            fC = f(C)
            if fC * fB <= 0:
                A, fA = B, fB
            else:
                fA = fA / 2
            B, fB = C, fC
        sigma = exp(A / 2)
        phistar = sqrt(phi**2 + sigma**2)
        phinew = 1 / sqrt(1 / phistar**2 + 1 / v)
        munew = mu + phinew**2 * sum(gj * (s - E) for gj, E, s in terms)
        out[name] = (munew * G_SCALE + 1500, phinew * G_SCALE, sigma)
    return out


def show(title, players):
    print(title)
    for name in sorted(players):
        r, rd, vol = players[name]
        print(f"  {name}: rating {mp.nstr(r, 15)} rd {mp.nstr(rd, 15)} vol {mp.nstr(vol, 15)}")


# Glickman's example (glicko2.pdf, 2013): expect 1464.06 / 151.52 / 0.05999
p = {'p1': (mpf(1500), mpf(200), mpf('0.06')), 'p2': (mpf(1400), mpf(30), mpf('0.06')),
     'p3': (mpf(1550), mpf(100), mpf('0.06')), 'p4': (mpf(1700), mpf(300), mpf('0.06'))}
show('glickman tau=0.5', glicko2_period(p, [('p1', 'p2', 1), ('p1', 'p3', 0), ('p1', 'p4', 0)], mpf('0.5')))
show('glickman all wins tau=0.5', glicko2_period(p, [('p1', 'p2', 1), ('p1', 'p3', 1), ('p1', 'p4', 1)], mpf('0.5')))

# Three periods, four fresh players (1500/350/0.06); A sits out period 2.
periods = [
    [('A', 'B', 1), ('C', 'D', mpf('0.5')), ('A', 'C', 1)],
    [('B', 'C', 1), ('D', 'B', 1), ('C', 'D', mpf('0.5'))],
    [('A', 'D', 1), ('D', 'A', 1)],
]
for tau in ['0.5', '1.2']:
    state = {}
    for games in periods:
        for a, b, _ in games:
            for name in (a, b):
                state.setdefault(name, (mpf(1500), mpf(350), mpf('0.06')))
        state = glicko2_period(state, games, mpf(tau))
    show(f'three periods tau={tau}', state)


# Fixed pool: pool {1400, 1550, 1700} (mean 1550); candidate beats 1400 twice, draws 1550, loses 1700, beats 1700 once.
def E(r, rj):
    return 1 / (1 + mpf(10) ** ((rj - r) / 400))


pool = [mpf(1400), mpf(1550), mpf(1700)]
mean = sum(pool) / len(pool)
games = [(1, mpf(1400)), (1, mpf(1400)), (mpf('0.5'), mpf(1550)), (0, mpf(1700)), (1, mpf(1700))]
root = findroot(lambda r: sum(s - E(r, rj) for s, rj in games) + (mpf('0.5') - E(r, mean)), mpf(1550))
print('fixed pool candidate', mp.nstr(root, 15))


# Bradley–Terry calibration with one virtual draw per player against the anchored mean 1500:
# maximise loglik + sum_i [1/2 log E(r_i, M) + 1/2 log(1 - E(r_i, M))] subject to mean(r) = M.
# Stationarity: grad_i = lambda for all i; solved with findroot on (r_1..r_{n-1}, lambda), r_n = n M - sum.
results = [('x', 'y', 1), ('x', 'y', 1), ('x', 'y', 0), ('y', 'z', 1), ('y', 'z', mpf('0.5')), ('x', 'z', 1),
           ('x', 'z', 1), ('z', 'w', 1), ('w', 'x', mpf('0.5')), ('y', 'w', 0)]
names = ['w', 'x', 'y', 'z']
M = mpf(1500)


def grad(r):
    gvec = {n: mpf(0) for n in names}
    for a, b, s in results:
        e = E(r[a], r[b])
        gvec[a] += s - e
        gvec[b] -= s - e
    for n in names:
        gvec[n] += mpf('0.5') - E(r[n], M)
    return gvec


def equations(*x):
    free = list(x[:-1])
    lam = x[-1]
    r = dict(zip(names[:-1], free))
    r[names[-1]] = len(names) * M - sum(free)
    gvec = grad(r)
    return [gvec[n] - lam for n in names]


sol = findroot(equations, [mpf(1500)] * (len(names) - 1) + [mpf(0)])
free = [sol[i] for i in range(len(names) - 1)]
ratings = dict(zip(names[:-1], free))
ratings[names[-1]] = len(names) * M - sum(free)
print('bt calibration, one virtual draw each, mean 1500:')
for n in names:
    print(f'  {n}: {mp.nstr(ratings[n], 15)}')

# Wilson score intervals, z = 1.959963984540054 (Newcombe 1998, Table I: 81/263 -> 0.2553-0.3662,
# 15/148 -> 0.0624-0.1605, 0/20 -> 0-0.1611, 1/29 -> 0.0061-0.1718)
z = mpf('1.959963984540054')
for k, n in [(81, 263), (15, 148), (0, 20), (1, 29), (mpf('7.5'), 12)]:
    phat = mpf(k) / n
    centre = (phat + z**2 / (2 * n)) / (1 + z**2 / n)
    half = z / (1 + z**2 / n) * sqrt(phat * (1 - phat) / n + z**2 / (4 * n**2))
    print(f'wilson {k}/{n}: {mp.nstr(centre - half, 15)} {mp.nstr(centre + half, 15)}')

# An upset that moves volatility, so tau matters: P (1500/50/0.06) loses ten games to Q (1200/50/0.06).
for tau in ['0.3', '0.5', '1.2']:
    state = {'P': (mpf(1500), mpf(50), mpf('0.06')), 'Q': (mpf(1200), mpf(50), mpf('0.06'))}
    state = glicko2_period(state, [('P', 'Q', 0)] * 10, mpf(tau))
    show(f'upset tau={tau}', state)

# The same upset at tau = 1.2: f has three roots; list them (the Illinois iteration above takes the one nearest a).
tau = mpf('1.2')
mu, phi, muj = mpf(0), mpf(50) / G_SCALE, mpf(-300) / G_SCALE
g = 1 / sqrt(1 + 3 * phi**2 / pi**2)
e = 1 / (1 + exp(-g * (mu - muj)))
v = 1 / (10 * g**2 * e * (1 - e))
delta = v * 10 * g * (0 - e)
a = log(mpf('0.06') ** 2)
f = lambda x: exp(x) * (delta**2 - phi**2 - v - exp(x)) / (2 * (phi**2 + v + exp(x)) ** 2) - (x - a) / tau**2
roots = [findroot(f, x0) for x0 in (a + mpf('0.1'), mpf(-2.4), mpf(0.7))]
print('upset tau=1.2 roots of f, as volatilities:', [mp.nstr(exp(r / 2), 10) for r in roots])
